import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
/** Text files worth compressing; images such as PNG and fonts (woff2) are compressed already. */
const COMPRESSED = /\.(js|mjs|css|svg|json|html)$/;
/** Written per release after the build (deploy/release-public.sh): a .gz of the build's copy would be stale. */
const WRITTEN_LATER = new Set(['runtime-config.json']);

/**
 * Writes `<file>.gz` (gzip level 9) beside each text file of the client build, for nginx's gzip_static
 * (deploy/nginx/public.conf.template): visitors get the smallest gzip there is, and nginx spends no CPU
 * on it per request, where on the fly it would compress at level 1 (its default) or 6. A file that does
 * not shrink gets none. The SSR build is left alone: nothing serves it over HTTP.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'texbridge-precompress',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      // Every file of the build, the public directory's copies (favicon.svg…) included.
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSED.test(entry.name) && !WRITTEN_LATER.has(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const compressed = await gzipAsync(content, { level: 9 });
          if (compressed.length < content.length) await writeFile(`${file}.gz`, compressed);
        }),
      );
    },
  };
}
