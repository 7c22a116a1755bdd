import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmulator } from '@texbridge/scripts/emulator';
import { freePort } from './helpers/ports.ts';
import { writePgliteTemplate } from './helpers/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorHost: string;
    /** A migrated PGlite data directory (helpers/pglite-template.ts); empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * One Auth emulator for the whole run (reusing a running one named by FIREBASE_AUTH_EMULATOR_HOST), and on
 * PGlite one migrated database that each test file's database starts as a copy of.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'texbridge-pglite-template-'));
  const template = join(dir, 'migrated.tar');
  if (!process.env.TEST_DATABASE_URL) writeFileSync(template, await writePgliteTemplate());
  project.provide('pgliteTemplate', process.env.TEST_DATABASE_URL ? '' : template);
  const removeTemplate = () => rmSync(dir, { recursive: true, force: true });

  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide('emulatorHost', existing);
    return removeTemplate;
  }
  const emulator = await startEmulator({
    port: await freePort(),
    hubPort: await freePort(),
    loggingPort: await freePort(),
    quiet: true,
  });
  project.provide('emulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    removeTemplate();
  };
}
