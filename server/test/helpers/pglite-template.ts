import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../../src/platform/database/client.ts';

/**
 * A migrated, empty PGlite database as PGlite's dumpDataDir() writes it. Made once per run by
 * global-setup.ts; each test file starts its in-memory database from a copy, which takes about a
 * second where initdb takes four to seven on a loaded machine. The migrations still run on open, and
 * find nothing left to do.
 */
export async function writePgliteTemplate(): Promise<Uint8Array> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

let template: Blob | undefined;

/** This run's template, read once per worker; undefined where the run has none (its own initdb then). */
export function pgliteTemplate(): Blob | undefined {
  const path = inject('pgliteTemplate');
  if (!path) return undefined;
  template ??= new Blob([readFileSync(path)]);
  return template;
}
