// The production site as the benches measure it, served as deploy/ serves it: the client and SSR builds
// of hosts/public, the API in this process (PGlite in memory, seeded with the demo content), the render
// server in a child process of its own (started by re-running the calling script with SERVE in its
// arguments), and real nginx in front of both from deploy/nginx/public.conf.template: the build's files
// (and their .gz) from a release laid out as deploy/release-public.sh lays it, every page proxied to the
// render server.
import { localStore } from '../../server/src/media/storage/local-store.ts';
import { execFileSync, fork, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nginxArgs, nginxBinary, renderTemplate, writeNginxConfig } from '@texbridge/scripts/nginx';
import { freePort } from '@texbridge/scripts/ports';
import { createRenderServer, type Render } from '../../hosts/public/server/app.ts';
import { parseRuntimeConfig } from '../../shared/src/config/runtime-config.ts';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/platform/config.ts';
import { openDatabase, type Database } from '../../server/src/platform/database/client.ts';
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

/** What the render server renders with and a release's runtime-config.json says; `siteUrl`: nginx's origin. */
const siteConfig = (apiUrl: string, siteUrl: string) => parseRuntimeConfig({ siteName: 'TexBridge', apiUrl, siteUrl });

/** In the child: the render server, with React's production build; tells its parent its origin. */
export async function serveRenderServer() {
  process.env.NODE_ENV = 'production';
  const { render } = (await import(pathToFileURL(join(site, 'server', 'dist', 'entry-server.js')).href)) as {
    render: Render;
  };
  const server = await createRenderServer({
    distDir: join(site, 'dist'),
    render,
    config: siteConfig(process.env.BENCH_API_URL!, process.env.BENCH_SITE_URL!),
    // The bench measures renders, not the per-address cap on them: at 120 a minute, nearly every cold
    // render it asked for was a 429 (as the API's bench raises RATE_LIMIT_MAX).
    rendersPerMinute: 100_000_000,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  process.send!(`http://127.0.0.1:${(server.server.address() as { port: number }).port}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  // The bench stopped, however it stopped: nothing is left listening.
  process.once('disconnect', () => process.exit(0));
}

export interface SiteSystem {
  apiUrl: string;
  /** nginx's: what a visitor reaches. */
  origin: string;
  /** The render server's own, for a bench of the render server alone (site.ts). */
  renderServerOrigin: string;
  stop(): Promise<void>;
}

/**
 * A release as deploy/release-public.sh leaves one, for nginx: `current` holds the client build (links
 * into hosts/public/dist, .gz files included) and this run's runtime-config.json, as a release writes its
 * own; `assets` is the pool of earlier releases' chunks, empty here.
 */
function layRelease(dir: string, config: object) {
  const dist = join(site, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No client build in ${dist}: run without BENCH_BUILD=off.`);
  const current = join(dir, 'current');
  mkdirSync(current, { recursive: true });
  mkdirSync(join(dir, 'assets'));
  for (const name of readdirSync(dist)) {
    if (!name.startsWith('runtime-config.json')) symlinkSync(join(dist, name), join(current, name));
  }
  writeFileSync(join(current, 'runtime-config.json'), JSON.stringify(config));
}

/** nginx (as deploy/nginx configures it) in the foreground on `port`, once it answers; stopped by SIGTERM. */
async function startNginx(dir: string, port: number, vars: { apiUrl: string; renderServer: string }) {
  if (!existsSync(nginxBinary))
    throw new Error(`No nginx at ${nginxBinary}: apt-get install nginx (or set NGINX_PATH).`);
  const prefix = join(dir, 'nginx');
  const conf = renderTemplate('public', {
    PUBLIC_LISTEN: `127.0.0.1:${port}`,
    PUBLIC_DIR: join(dir, 'public'),
    API_ORIGIN: vars.apiUrl,
    API_UPSTREAM: vars.apiUrl,
    SITE_UPSTREAM: vars.renderServer,
    // The upstreams are IP addresses: nginx never asks it.
    RESOLVER: '127.0.0.53',
    // Neither is reached by the public pages measured; they only widen the Content-Security-Policy.
    ADMIN_ORIGIN: 'http://127.0.0.1:5174',
    AUTH_ORIGINS: 'http://127.0.0.1:9099',
  });
  writeNginxConfig(prefix, conf, { accessLog: false });
  const nginx = spawn(nginxBinary, nginxArgs(prefix), { stdio: ['ignore', 'inherit', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null || nginx.signalCode !== null) {
      throw new Error(`nginx exited: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    }
    try {
      await fetch(`${origin}/runtime-config.json`);
      return { nginx, origin };
    } catch {
      if (Date.now() > deadline) {
        nginx.kill('SIGTERM');
        throw new Error(`nginx did not answer on ${origin}: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Starts the seeded API, the render server (`script` re-run with SERVE) and nginx in front of them; `stop`
 * ends all three. If this process ends without `stop` (an exception, Ctrl-C), its children are signalled
 * on the way out: nothing is left listening. The site knows its own origin, nginx's (canonical links),
 * and the API accepts calls from it, as a browser visiting the site makes them.
 */
export async function startSite(
  script: string,
  {
    addContent,
  }: {
    /** Adds to the seeded demo content before the API listens (more products, say): no cache holds it yet. */
    addContent?: (database: Database) => Promise<void>;
  } = {},
): Promise<SiteSystem> {
  const dir = mkdtempSync(join(tmpdir(), 'texbridge-bench-'));
  const uploads = join(dir, 'uploads');
  const children: { kill(signal: NodeJS.Signals): unknown }[] = [];
  // Synchronous, so that it also runs on the way out of a process that ends without `stop`.
  const leave = () => {
    children.forEach((child) => child.kill('SIGTERM'));
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => process.exit(signal === 'SIGINT' ? 130 : 143);
  process.once('exit', leave);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const cleanUp = () => {
    process.off('exit', leave);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    leave();
  };

  // nginx's port is chosen first: the render server and the API must know the site's origin.
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  mkdirSync(uploads);
  const apiConfig = loadConfig({
    // A browser visiting the site calls the API from the site's origin: the API must allow it (CORS).
    CORS_ORIGINS: siteUrl,
    SITE_URL: siteUrl,
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploads,
    LOG_LEVEL: 'silent',
    SEED: 'off',
    RATE_LIMIT_MAX: '100000000',
  });
  const database = await openDatabase(apiConfig);
  const api = await buildApp({ config: apiConfig, database });
  const closeApi = async () => {
    await api.close();
    await database.close();
  };
  try {
    await seedIfEmpty(database.db, localStore(apiConfig.uploadDir));
    await addContent?.(database);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

    const renderServer = fork(script, [SERVE], {
      env: { ...process.env, BENCH_SITE_URL: siteUrl, BENCH_API_URL: apiUrl },
      stdio: 'inherit',
    });
    children.push(renderServer);
    const renderServerOrigin = await new Promise<string>((resolve, reject) => {
      renderServer.once('message', (message) => resolve(String(message)));
      renderServer.once('exit', (code) => reject(new Error(`The render server exited (${code}) before it listened.`)));
    });

    layRelease(join(dir, 'public'), siteConfig(apiUrl, siteUrl));
    const { nginx, origin } = await startNginx(dir, port, { apiUrl, renderServer: renderServerOrigin });
    children.push(nginx);

    return {
      apiUrl,
      origin,
      renderServerOrigin,
      async stop() {
        const exited = new Promise((resolve) =>
          nginx.exitCode === null ? nginx.once('exit', resolve) : resolve(null),
        );
        cleanUp();
        await exited;
        await closeApi();
      },
    };
  } catch (error) {
    cleanUp();
    await closeApi();
    throw error;
  }
}
