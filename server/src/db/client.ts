import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool, for LISTEN/NOTIFY; absent on PGlite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any constant shared by every API instance: it serialises their migrations. */
const MIGRATION_LOCK_KEY = 7_204_318;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** The data root; PGlite keeps its files in `pglite/` below it. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a failover) is replaced on the next query; without
  // this listener the pool's 'error' event would be uncaught and end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  // Instances starting together must not apply the same migration twice.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
}

async function openPglite(dataRoot: string): Promise<Database> {
  const inMemory = dataRoot.startsWith('memory://');
  const dataDir = join(dataRoot, 'pglite');
  let release = async () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = await takeLock(dataDir);
  }
  try {
    const client = new PGlite(inMemory ? undefined : dataDir);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** PGlite opened by two processes loses data without a word, so the second one is refused. */
async function takeLock(dataDir: string) {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/texbridge.lock`,
      stale: 15_000,
      update: 5_000,
      retries: { retries: 4, minTimeout: 500, maxTimeout: 4_000 },
      onCompromised: (error) => console.error(`The database lock on ${dataDir} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is in use by another TexBridge API process. Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.`,
      );
    }
    throw error;
  }
}
