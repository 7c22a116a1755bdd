// @vitest-environment node
// The build's precompressed files (../compress-plugin.ts), from a real vite build of a small app. Here
// rather than beside the plugin: vitest.config.ts runs this directory's tests in Node.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../compress-plugin.ts';

const text = (what: string) => `${what} `.repeat(200);
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'texbridge-precompress-'));
  mkdirSync(join(root, 'public'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><title>${text('shell')}</title><script type="module" src="/main.js"></script>`,
  );
  writeFileSync(join(root, 'main.js'), `import './style.css';\ndocument.title = ${JSON.stringify(text('script'))};\n`);
  writeFileSync(join(root, 'style.css'), `body::after { content: ${JSON.stringify(text('style'))}; }\n`);
  writeFileSync(
    join(root, 'public', 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><desc>${text('icon')}</desc></svg>`,
  );
  writeFileSync(join(root, 'public', 'runtime-config.json'), JSON.stringify({ note: text('config') }));
  writeFileSync(join(root, 'public', 'tiny.json'), '{}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const buildIt = (ssr?: string) =>
  build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [precompress()],
    build: ssr ? { ssr, outDir: 'server-dist' } : { outDir: 'dist' },
  });

describe('precompress', () => {
  it('writes a gzip -9 .gz beside each text file of the client build, public files included', async () => {
    await buildIt();
    const dist = join(root, 'dist');
    const assets = readdirSync(join(dist, 'assets'));
    const compressed = [
      'index.html',
      'favicon.svg',
      ...assets.filter((name) => /\.(js|css)$/.test(name)).map((name) => `assets/${name}`),
    ];
    expect(compressed.filter((name) => /\.js$/.test(name))).toHaveLength(1);
    expect(compressed.filter((name) => /\.css$/.test(name))).toHaveLength(1);
    for (const name of compressed) {
      const original = readFileSync(join(dist, name));
      const gz = readFileSync(join(dist, `${name}.gz`));
      expect(gunzipSync(gz).equals(original), name).toBe(true);
      expect(gz.equals(gzipSync(original, { level: 9 })), name).toBe(true);
      expect(gz.length, name).toBeLessThan(original.length);
    }
    // A release writes its own runtime-config.json: a .gz of the build's copy would be served stale.
    expect(existsSync(join(dist, 'runtime-config.json.gz'))).toBe(false);
    // Two bytes gzip to more than two bytes: no .gz.
    expect(existsSync(join(dist, 'tiny.json.gz'))).toBe(false);
  });

  it('leaves the SSR build alone', async () => {
    await buildIt('main.js');
    expect(readdirSync(join(root, 'server-dist')).filter((name) => name.endsWith('.gz'))).toEqual([]);
  });
});
