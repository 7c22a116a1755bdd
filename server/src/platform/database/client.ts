import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { takeDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool, for LISTEN/NOTIFY; absent on PGlite. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export { DatabaseLockedError } from './data-dir-lock.ts';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
/** Any constant shared by every API instance: it serialises their migrations. */
const MIGRATION_LOCK_KEY = 7_204_318;

/**
 * A frozen or unreachable server must not hang requests: connecting gives up after 3 s, the server
 * cancels a statement after 4 s, and the client stops waiting for an answer after 5 s (the server
 * may be too frozen to cancel anything). Requests then answer 503 (see platform/database-errors.ts).
 */
const DATABASE_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 4_000,
  answerMs: 5_000,
  idleInTransactionMs: 10_000,
} as const;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** The data root; PGlite keeps its files in `pglite/` below it. */
  dataDir: string;
  /**
   * Called when PGlite's data directory lock is taken away while running (the directory was removed,
   * or another process took it). The database is closed by then, so no write can land; the API exits.
   */
  onLockLost?: (error: Error) => void;
  /**
   * In memory only (`memory://`): a data directory to start from, as PGlite's `dumpDataDir()` wrote it,
   * instead of running initdb. The API suite opens a migrated copy per test file this way: initdb takes
   * seconds, loading a copy about one.
   */
  startFrom?: Blob;
}

/** Whether the embedded database under a data root was never created (no PGlite cluster in it yet). */
export const isNewEmbeddedDatabase = (dataRoot: string) =>
  !dataRoot.startsWith('memory://') && !existsSync(join(dataRoot, 'pglite', 'PG_VERSION'));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.onLockLost ?? (() => {}), options.startFrom);
}

/**
 * A pool client that survives its connection dying while checked out (the pool only listens while it
 * is idle, and an 'error' nobody listens to ends the process) and that drops a connection whose
 * server stopped answering, so that the pool opens a fresh one instead of queueing behind it.
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The failure also reaches the query that was running; the pool replaces the client.
    this.on('error', () => {});
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const dropIfTimedOut = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') {
        (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
    };
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          dropIfTimedOut(error);
          (last as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        return result.catch((error: unknown) => {
          dropIfTimedOut(error);
          throw error;
        });
      }
      return result;
    };
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: GuardedClient,
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    statement_timeout: DATABASE_TIMEOUTS.statementMs,
    query_timeout: DATABASE_TIMEOUTS.answerMs,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle connection that the server ends (a restart, a failover) is replaced on the next query; without
  // this listener the pool's 'error' event would be uncaught and end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  // Migrations may run long (an index on a big table): their own connection, without the pool's timeouts.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs });
  client.on('error', () => {});
  try {
    await client.connect();
    // Instances starting together must not apply the same migration twice.
    await withSessionLock(client, MIGRATION_LOCK_KEY, () =>
      migratePg(drizzlePg(client, { schema }), { migrationsFolder }),
    );
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
}

/** Runs `work` holding a session-level advisory lock, asking for it in short tries rather than one long wait. */
async function withSessionLock<T>(
  client: pg.Client,
  key: number,
  work: () => Promise<T>,
  waitMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (rows[0]?.locked) break;
    if (Date.now() > deadline) {
      throw new Error(`Another TexBridge API instance held the migration lock for over ${waitMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
  }
}

/**
 * PGlite's own start parameters, with a smaller buffer pool: PostgreSQL's default 128 MB is allocated and
 * touched at start inside the WebAssembly memory, where it stays resident for good. 32 MB holds a catalogue
 * many times the seed's; pages beyond it come from the operating system's file cache (docs/performance.md,
 * "Memory").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataRoot: string, onLockLost: (error: Error) => void, startFrom?: Blob): Promise<Database> {
  const inMemory = dataRoot.startsWith('memory://');
  const dataDir = join(dataRoot, 'pglite');
  let client: PGlite | undefined;
  let release = async () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = await takeDataDirLock(dataDir, (error) => {
      // Another process may be writing these files now: stop writing before anything else.
      console.error(`TexBridge API: ${error.message} The embedded database is closed; no more writes.`);
      void client?.close().catch(() => {});
      onLockLost(error);
    });
  }
  try {
    // pg_trgm for search that forgives typos (docs/search.md): the same SQL as on PostgreSQL.
    const where = inMemory ? (startFrom ? { loadDataDir: startFrom } : {}) : { dataDir };
    client = new PGlite({ ...where, extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        if (!opened.closed) await opened.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
