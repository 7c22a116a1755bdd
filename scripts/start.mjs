// @ts-check
// `npm start`: installs what is missing, then runs the whole system on embedded defaults:
// the Firebase Auth emulator with a demo admin, the API on PGlite with seed content, and the public
// site and the dashboard built and served on PUBLIC_PORT and ADMIN_PORT, the site by its render server
// (hosts/public/server). `--dev` runs Vite with hot reload (the site still server-rendered, through Vite's
// middleware mode: hosts/public/server/dev.ts) and reloads the API on change.
// Honours the API's environment variables (see .env.example), SITE_NAME, PUBLIC_PORT and ADMIN_PORT.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ADMIN, ensureAccount, startEmulator } from './lib/emulator.mjs';
import { ensureInstalled, root } from './lib/pnpm.mjs';
import { startService, waitForUrl } from './lib/processes.mjs';

/** The site's render function, built for Node by `vite build --ssr` (hosts/public's build:server). */
const SSR_ENTRY = ['src/entry-server.tsx'];

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.PORT ?? 4000);
const publicPort = Number(process.env.PUBLIC_PORT ?? 5173);
const adminPort = Number(process.env.ADMIN_PORT ?? 5174);
const siteUrl = process.env.SITE_URL ?? `http://localhost:${publicPort}`;
// Relative to server/, as the API and its CLI (seed, admin:grant) read it: all of them share one data root.
const dataDir = resolve(root, 'server', process.env.DATA_DIR ?? 'data');

await ensureInstalled();

/** @type {{ name: string, stop: () => Promise<void> }[]} */
const services = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const service of [...services].reverse()) await service.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  const emulator = await startEmulator({ dataDir: join(dataDir, 'auth-emulator'), quiet: true });
  services.push({ name: 'auth emulator', stop: () => emulator.stop() });
  await ensureAccount(emulator.host, DEMO_ADMIN);

  const adminEmails = [process.env.ADMIN_EMAILS, DEMO_ADMIN.email].filter(Boolean).join(',');
  // Shared by the API and the render server, which fetches every visitor's page (see RENDER_TOKEN).
  const renderToken = process.env.RENDER_TOKEN ?? randomBytes(24).toString('hex');
  const api = startService(
    'api',
    join(root, 'server', 'node_modules', '.bin', 'tsx'),
    [...(dev ? ['watch'] : []), 'src/main.ts'],
    {
      cwd: join(root, 'server'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        ADMIN_EMAILS: adminEmails,
        SITE_URL: siteUrl,
        // The site (on whatever port it was given) must be allowed to call the API.
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? [siteUrl, `http://localhost:${adminPort}`].join(','),
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        RENDER_TOKEN: renderToken,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    },
  );
  services.push(api);
  api.exited.then((code) => {
    if (!stopping) {
      console.error(`The API stopped (exit ${code}).`);
      void stopAll(1);
    }
  });
  await waitForUrl(`http://localhost:${apiPort}/healthz`, api);

  // The site and the dashboard run on separate origins, as they deploy.
  const appEnv = {
    ...process.env,
    PORT: String(apiPort),
    PUBLIC_PORT: String(publicPort),
    ADMIN_PORT: String(adminPort),
    SITE_URL: siteUrl,
    RENDER_TOKEN: renderToken,
  };
  await serveApp('admin', join(root, 'remotes', 'admin'), adminPort, appEnv);
  await serveApp('site', join(root, 'hosts', 'public'), publicPort, appEnv);

  console.log(`
TexBridge is running.
  Site             http://localhost:${publicPort}
  Dashboard        http://localhost:${publicPort}/admin   (the remote itself: http://localhost:${adminPort})
  API              http://localhost:${apiPort}   (documentation: http://localhost:${apiPort}/docs)
  Auth emulator    http://${emulator.host}   (project ${emulator.projectId})
  Data             ${dataDir}
  Database         ${
    process.env.DATABASE_URL
      ? 'PostgreSQL (DATABASE_URL)'
      : 'PGlite, embedded. It does not fsync: writes survive the API crashing, not the machine\n' +
        '                   crashing or losing power. Use PostgreSQL (DATABASE_URL) for a live site.'
  }

Demo admin sign-in
  e-mail     ${DEMO_ADMIN.email}
  password   ${DEMO_ADMIN.password}

Ctrl-C stops everything.`);
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}

/**
 * Builds one front end and serves the build (or, with --dev, runs Vite's dev server) on its port.
 * The site is served by its render server (hosts/public/server) once it has a render function
 * (src/entry-server.tsx): every page server-rendered. With `--dev` the dashboard runs Vite's dev server and the
 * site server/dev.ts (Vite in middleware mode, rendering every page, no page cache).
 * @param {string} name
 * @param {string} dir the package's directory
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 */
async function serveApp(name, dir, port, env) {
  const bin = (/** @type {string} */ command) => join(dir, 'node_modules', '.bin', command);
  const rendered = !dev && name === 'site' && existsSync(join(dir, ...SSR_ENTRY));
  if (!dev) {
    await build(name, bin('vite'), ['build', '--logLevel', 'warn'], dir, env);
    if (rendered)
      await build(`${name} render`, bin('vite'), ['build', '--ssr', ...SSR_ENTRY, '--logLevel', 'warn'], dir, env);
  }
  // --dev: the site's dev server renders every page too, with Vite in middleware mode (server/dev.ts).
  const renderedDev = dev && name === 'site' && existsSync(join(dir, 'server', 'dev.ts'));
  // No NODE_ENV: server/main.ts takes React's production build by default, and NODE_ENV=production
  // would tell it this is a deployment, which refuses the Auth emulator that npm start signs in with.
  const { NODE_ENV: _deployment, ...renderEnv } = env;
  const server = rendered
    ? startService(name, bin('tsx'), ['server/main.ts'], {
        cwd: dir,
        env: { ...renderEnv, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
      })
    : renderedDev
      ? startService(name, bin('tsx'), ['server/dev.ts'], { cwd: dir, env })
      : startService(name, bin('vite'), dev ? [] : ['preview'], { cwd: dir, env });
  services.push(server);
  server.exited.then((code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}).`);
      void stopAll(1);
    }
  });
  // Up when it listens: a page's answer depends on the render too, which is not this wait's business.
  await waitForUrl(`http://localhost:${port}/${rendered || renderedDev ? 'runtime-config.json' : ''}`, server);
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 */
async function build(name, command, args, cwd, env) {
  console.log(`Building ${name}…`);
  const service = startService(`${name} build`, command, args, { cwd, env });
  services.push(service); // so that Ctrl-C during the build stops it too
  if ((await service.exited) !== 0) throw new Error(`${name} did not build`);
}
