import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startEmulator } from '../../scripts/lib/emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One Auth emulator for the whole run: reuses a running one named by FIREBASE_AUTH_EMULATOR_HOST. */
export default async function setup(project: TestProject) {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide('emulatorHost', existing);
    return;
  }
  const emulator = await startEmulator({
    port: await freePort(),
    hubPort: await freePort(),
    loggingPort: await freePort(),
    quiet: true,
  });
  project.provide('emulatorHost', emulator.host);
  return () => emulator.stop();
}
