import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../platform/database/client.ts';
import { lastAppliedMigration, rowsOf, sequenceNames } from './database-io.ts';
import {
  knownMigrations,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  TABLES_FOLDER,
  type Manifest,
  type SchemaVersion,
} from './format.ts';
import { backupTables, type BackupTable } from './tables.ts';

/** Rows read per FETCH: few enough that a table of attachments (bytea, megabytes a row) stays small in memory. */
const ROWS_PER_FETCH = { plain: 500, withBytes: 8 };

export interface Snapshot {
  schema: SchemaVersion;
  tables: Manifest['tables'];
  sequences: Manifest['sequences'];
}

/**
 * Writes every table into `stagingDir/tables/<table>.ndjson` from ONE read transaction, so that the
 * archive is the database as it stood at one moment while the API goes on writing: REPEATABLE READ
 * READ ONLY on PostgreSQL; PGlite runs one transaction at a time, so its requests wait until this ends.
 * The rows go to disk rather than straight to a download so that the transaction lasts as long as the
 * reading, never as long as a slow client.
 */
export async function writeSnapshot(database: Database, stagingDir: string): Promise<Snapshot> {
  await mkdir(join(stagingDir, TABLES_FOLDER), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      // Times in UTC, whatever the server's zone: two backups of the same rows are the same bytes.
      await db.execute(sql`set local time zone 'UTC'`);
      // A big table's FETCH may outlast the pool's per-statement limit, which is set for requests.
      await db.execute(sql`set local statement_timeout = '120s'`);
      const schema = await schemaOf(db);
      const tables: Snapshot['tables'] = {};
      for (const table of backupTables()) {
        const rows = await writeTable(db, table, join(stagingDir, TABLES_FOLDER, `${table.name}.ndjson`));
        tables[table.name] = { rows, columns: table.columns, base64: table.base64 };
      }
      return { schema, tables, sequences: await sequencesOf(db) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The database's own schema version: its last applied migration, which must be one this code knows. */
async function schemaOf(db: Db): Promise<SchemaVersion> {
  const when = await lastAppliedMigration(db);
  const known = knownMigrations();
  const entry = known.find((migration) => migration.when === when);
  if (!entry) {
    throw new Error(
      `The database's last migration (applied ${when ? new Date(when).toISOString() : 'never'}) is not one this version of TexBridge knows (its last is ${known.at(-1)?.tag}): back it up with the version that migrated it.`,
    );
  }
  return { idx: entry.idx, tag: entry.tag };
}

/** One table as lines of JSON in primary-key order; answers how many rows it wrote. */
async function writeTable(db: Db, table: BackupTable, path: string): Promise<number> {
  const columns = sql.join(
    table.columns.map((name) =>
      table.base64.includes(name)
        ? // encode() breaks base64 into lines of 76; one line a row needs it whole.
          sql`translate(encode(${sql.identifier(name)}, 'base64'), E'\n', '') as ${sql.identifier(name)}`
        : sql.identifier(name),
    ),
    sql`, `,
  );
  const cursor = sql.identifier(`backup_${table.name}`);
  await db.execute(
    sql`declare ${cursor} no scroll cursor for
        select row_to_json(r)::text as line from (select ${columns} from ${table.table}) as r order by ${table.orderBy}`,
  );
  const out = createWriteStream(path, { mode: PRIVATE_FILE_MODE });
  const closed = once(out, 'close');
  let rows = 0;
  try {
    const batch = table.base64.length > 0 ? ROWS_PER_FETCH.withBytes : ROWS_PER_FETCH.plain;
    for (;;) {
      const lines = await rowsOf<{ line: string }>(db, sql`fetch forward ${sql.raw(String(batch))} from ${cursor}`);
      if (lines.length === 0) break;
      rows += lines.length;
      if (!out.write(lines.map((row) => `${row.line}\n`).join(''))) await once(out, 'drain');
    }
  } finally {
    out.end();
    await closed;
  }
  await db.execute(sql`close ${cursor}`);
  return rows;
}

async function sequencesOf(db: Db): Promise<Snapshot['sequences']> {
  const sequences: Snapshot['sequences'] = {};
  for (const name of await sequenceNames(db)) {
    const [row] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      db,
      sql`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.identifier(name)}`,
    );
    sequences[name] = row!;
  }
  return sequences;
}
