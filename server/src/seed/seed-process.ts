import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../platform/config.ts';
import { isNewEmbeddedDatabase, type Database } from '../platform/database/client.ts';
import { openFileStore } from '../media/storage/open.ts';
import { isSeeded, seedIfEmpty } from './seed.ts';

const SEED_CLI = fileURLToPath(new URL('../cli/seed.ts', import.meta.url));

/** The seeding process did not end well: the API does not start on a database it may have half-seeded. */
export class SeedingError extends Error {}

/**
 * Seeds an empty database from a process of its own (`src/cli/seed.ts`), with this process's loader and
 * environment, and waits for it to end. Drawing the seed's images and bulk-writing its rows leave
 * hundreds of MB resident in whichever process does it (glibc keeps what sharp's threads allocated, and
 * PGlite's memory never shrinks); done apart, that memory goes back when the seeding process ends
 * (docs/performance.md, "Memory").
 */
function seedInOwnProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, SEED_CLI], { stdio: 'inherit' });
    const stop = () => child.kill('SIGTERM');
    // A stop that comes while seeding stops the seeding too (the seed is one transaction), and this
    // process then ends as a failed start: a signal handled here would otherwise leave the seeding running.
    const stops = ['exit', 'SIGINT', 'SIGTERM'] as const;
    for (const event of stops) process.once(event, stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const event of stops) process.off(event, stop);
      if (code === 0) resolve();
      else
        reject(
          new SeedingError(
            `seeding the empty database failed (${signal ?? `exit code ${code}`}); see the lines above.`,
          ),
        );
    });
  });
}

/**
 * The API's database, opened with `open`, seeded first when SEED=auto and it never was. A new embedded
 * database is seeded before this process opens it at all: what it would read to check stays resident.
 */
export async function openSeeded(config: Config, open: () => Promise<Database>) {
  const embedded = !config.databaseUrl;
  if (config.seed === 'auto' && embedded && isNewEmbeddedDatabase(config.dataDir)) {
    await seedInOwnProcess();
    return { database: await open(), seeded: true };
  }
  let database = await open();
  if (config.seed !== 'auto' || (await isSeeded(database.db))) return { database, seeded: false };
  if (embedded && config.dataDir.startsWith('memory://')) {
    // A database in this process's memory only this process can reach.
    const files = openFileStore(config);
    await seedIfEmpty(database.db, files).finally(() => files.close());
    return { database, seeded: true };
  }
  // The embedded database takes one process at a time: closed while another process seeds it.
  if (embedded) await database.close();
  await seedInOwnProcess();
  if (embedded) database = await open();
  return { database, seeded: true };
}
