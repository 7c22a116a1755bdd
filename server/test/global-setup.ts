import type { TestProject } from 'vitest/node';
import { startEmulator } from '@texbridge/scripts/emulator';
import { freePort } from './helpers/ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
  }
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
