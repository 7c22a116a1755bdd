// The production site as the benches measure it: the client and SSR builds of hosts/public, the API in
// this process (PGlite in memory, seeded with the demo content) and the render server in a child process
// of its own (as deployed), started by re-running the calling script with SERVE in its arguments.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRenderServer, type Render } from '../../hosts/public/server/app.ts';
import { parseRuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';
import { seedIfEmpty } from '../../server/src/seed/seed.ts';

export const SERVE = '--render-server';
const site = new URL('../../hosts/public/', import.meta.url).pathname;
const vite = join(site, 'node_modules', '.bin', 'vite');

/** vite build and vite build --ssr, unless BENCH_BUILD=off (then the builds in hosts/public are measured as they are). */
export function buildSite() {
  if (process.env.BENCH_BUILD === 'off') return;
  console.log('Building the site (vite build, vite build --ssr)…');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    execFileSync(vite, [...args, '--logLevel', 'error'], { cwd: site, stdio: 'inherit' });
  }
}

/** A port nothing listens on now: the render server's own origin goes into its config (canonical links). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** In the child: the render server, with React's production build; tells its parent its origin. */
export async function serveRenderServer() {
  process.env.NODE_ENV = 'production';
  const { render } = (await import(pathToFileURL(join(site, 'server', 'dist', 'entry-server.js')).href)) as {
    render: Render;
  };
  const port = Number(process.env.BENCH_SITE_PORT ?? 0);
  const siteUrl = process.env.BENCH_SITE_URL ?? 'http://localhost:5173';
  const server = await createRenderServer({
    distDir: join(site, 'dist'),
    render,
    config: parseRuntimeConfig({ siteName: 'TexBridge', apiUrl: process.env.BENCH_API_URL, siteUrl }),
  });
  await server.listen({ port, host: '127.0.0.1' });
  process.send!(`http://127.0.0.1:${(server.server.address() as { port: number }).port}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  // The bench stopped, however it stopped: nothing is left listening.
  process.once('disconnect', () => process.exit(0));
}

export interface SiteSystem {
  apiUrl: string;
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the seeded API and the render server (`script` re-run with SERVE); `stop` ends both. `ownOrigin`:
 * the site knows its own origin (canonical links) and the API accepts calls from it, for a browser's visits.
 */
export async function startSite(script: string, { ownOrigin = false } = {}): Promise<SiteSystem> {
  // A browser visiting the site calls the API from the site's origin: the API must allow it (CORS).
  const port = ownOrigin ? await freePort() : 0;
  const siteUrl = `http://127.0.0.1:${port}`;
  const uploads = mkdtempSync(join(tmpdir(), 'texbridge-bench-'));
  const apiConfig = loadConfig({
    ...(ownOrigin ? { CORS_ORIGINS: siteUrl, SITE_URL: siteUrl } : {}),
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploads,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    RATE_LIMIT_MAX: '100000000',
  });
  const database = await openDatabase(apiConfig);
  await seedIfEmpty(database.db, apiConfig.uploadDir);
  const api = await buildApp({ config: apiConfig, database });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const siteEnv = ownOrigin ? { BENCH_SITE_PORT: String(port), BENCH_SITE_URL: siteUrl } : {};
  const renderServer = fork(script, [SERVE], {
    env: { ...process.env, ...siteEnv, BENCH_API_URL: apiUrl },
    stdio: 'inherit',
  });
  const origin = await new Promise<string>((resolve, reject) => {
    renderServer.once('message', (message) => resolve(String(message)));
    renderServer.once('exit', (code) => reject(new Error(`The render server exited (${code}) before it listened.`)));
  });

  return {
    apiUrl,
    origin,
    async stop() {
      renderServer.kill('SIGTERM');
      await api.close();
      await database.close();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
