// `npm start`: installs what is missing, then runs the whole system on embedded defaults:
// the Firebase Auth emulator with a demo admin, and the API on PGlite with seed content.
// `--dev` reloads the API on change. Honours the API's environment variables (see .env.example).
import { join, resolve } from 'node:path';
import { ensureAccount, startEmulator } from './lib/emulator.mjs';
import { ensureInstalled, root } from './lib/pnpm.mjs';
import { startService, waitForUrl } from './lib/processes.mjs';

export const DEMO_ADMIN = { email: 'admin@texbridge.test', password: 'texbridge-demo', displayName: 'Demo Admin' };

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.PORT ?? 4000);
// Relative to server/, as the API and its CLI (seed, admin:grant) read it: all of them share one data root.
const dataDir = resolve(root, 'server', process.env.DATA_DIR ?? 'data');

await ensureInstalled();

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
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
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

  console.log(`
TexBridge is running.
  API              http://localhost:${apiPort}   (documentation: http://localhost:${apiPort}/docs)
  Auth emulator    http://${emulator.host}   (project ${emulator.projectId})
  Data             ${dataDir}

Demo admin sign-in
  e-mail     ${DEMO_ADMIN.email}
  password   ${DEMO_ADMIN.password}

Ctrl-C stops everything.`);
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
