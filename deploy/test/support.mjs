// @ts-check
// What the deploy tests share: fake releases on disk, the real release scripts, real nginx.
import { spawn } from 'node:child_process';
import { setInterval as every } from 'node:timers/promises';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxArgs, nginxBinary, writeNginxConfig } from '../../scripts/lib/nginx.mjs';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export { freePort } from '../../scripts/lib/ports.mjs';
export { nginxBinary, renderTemplate } from '../../scripts/lib/nginx.mjs';

/** @type {string[]} */
const made = [];
process.once('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A directory of its own, removed when the test file ends. @param {string} prefix */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `texbridge-${prefix}-`));
  made.push(dir);
  return dir;
}

/**
 * A release directory as the build leaves it, without building: what each half's switch checks for,
 * and `assets` (name → content) as its hashed files. `omit` leaves parts out.
 * @param {string} root RELEASE_ROOT
 * @param {'public' | 'admin'} half
 * @param {string} version
 * @param {{ assets?: Record<string, string | Buffer>, omit?: string[] }} [options]
 */
export function fakeRelease(root, half, version, { assets = {}, omit = [] } = {}) {
  const dir = join(root, half, 'releases', version);
  /** @type {Record<string, string | Buffer>} */
  const files = {
    'runtime-config.json': '{}\n',
    ...(half === 'admin'
      ? {
          'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
          'remoteEntry.js': `export const version = '${version}';\n`,
        }
      : {
          'index.html': `<!doctype html><title>${version}</title>\n`,
          'server/main.ts': '// the render server\n',
          'server/dist/entry-server.js': 'export {};\n',
        }),
    ...Object.fromEntries(Object.entries(assets).map(([name, content]) => [`assets/${name}`, content])),
  };
  mkdirSync(dir, { recursive: true });
  for (const [path, content] of Object.entries(files)) {
    if (omit.includes(path)) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/**
 * Runs deploy/release-<half>.sh to its end.
 * @param {'public' | 'admin'} half
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env added to a clean environment (PATH and HOME only)
 * @returns {Promise<{ code: number | null, output: string }>}
 */
export function release(half, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(repo, `deploy/release-${half}.sh`), args, {
      cwd: repo,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Like release(), but a failure throws with what the script said.
 * @param {'public' | 'admin'} half
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
export async function releaseOk(half, args, env) {
  const result = await release(half, args, env);
  if (result.code !== 0)
    throw new Error(`release-${half}.sh ${args.join(' ')} exited ${result.code}: ${result.output}`);
  return result.output;
}

/** @param {string} root @param {'public' | 'admin'} half */
export const historyLines = (root, half) =>
  readFileSync(join(root, half, 'history'), 'utf8')
    .trim()
    .split('\n');

/**
 * Real nginx on one rendered site, in its own prefix; answers a function that stops it.
 * @param {string} site the rendered template
 * @param {string} probe a URL that answers (any status) once nginx listens
 */
export async function startNginx(site, probe) {
  const prefix = tempDir('nginx');
  writeNginxConfig(prefix, site, { accessLog: false });
  const child = spawn(nginxBinary, nginxArgs(prefix), { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  for await (const _ of every(50)) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    }
    try {
      await fetch(probe);
      return stop;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer ${probe}`);
      }
    }
  }
  throw new Error('unreachable: the ticker never ends');
}
