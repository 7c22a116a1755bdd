// @ts-check
// `npm run emulator`: the Firebase Auth emulator alone, offline, project demo-texbridge, port 9099.
// Accounts persist in server/data/auth-emulator between runs, as with npm start.
import { join } from 'node:path';
import { ensureInstalled, root } from './lib/pnpm.mjs';
import { startEmulator } from './lib/emulator.mjs';

await ensureInstalled();
const emulator = await startEmulator({ dataDir: join(root, 'server', 'data', 'auth-emulator') });
console.log(`Auth emulator on http://${emulator.host} (project ${emulator.projectId}). Ctrl-C stops it.`);
const stop = async () => {
  await emulator.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
