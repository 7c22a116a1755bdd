import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../platform/database/client.ts';
import type { FileStore } from '../media/storage/file-store.ts';
import { rowsOf, sequenceNames } from './database-io.ts';
import { TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './format.ts';
import { allTableNames, backupTables, DERIVED_TABLES, type BackupTable } from './tables.ts';
import { RestoreRefusedError } from './manifest-checks.ts';
import { failureReason, storedUploads, storeName } from './uploads.ts';

/** Rows sent per INSERT, at most; fewer when they add up to more than BATCH_BYTES of JSON. */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;
/** Uploads written to the store at once: a bucket's round trips overlap. */
const PUTS_AT_ONCE = 4;

/** What the target's tables hold, as a sentence's parts (`products: 29 rows`); empty when they hold nothing. */
async function tableContents(db: Db): Promise<string[]> {
  const held: string[] = [];
  for (const name of allTableNames().filter((table) => !DERIVED_TABLES.has(table))) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    if (row && row.n > 0) held.push(`${name}: ${row.n} rows`);
  }
  return held;
}

export interface RestoreOutcome {
  rows: number;
  tables: number;
  uploads: number;
}

/**
 * Brings the target to the archive's state (unpacked and checked by unpackArchive into `stagingDir`, a
 * local folder) with its uploads in `files`, the target's store (the upload folder or an S3 bucket). The
 * tables are written in ONE transaction; the uploads are put into the store only once it has committed,
 * so a failure before then leaves the target as it was. `force` replaces what the target holds; without
 * it a target that holds anything is refused.
 */
export async function restoreArchive(
  database: Database,
  { manifest, stagingDir, files, force }: { manifest: Manifest; stagingDir: string; files: FileStore; force: boolean },
): Promise<RestoreOutcome> {
  const held = await storedUploads(files).catch((error: unknown) => {
    throw new Error(
      `Cannot list the uploads in ${storeName(files)} (${failureReason(error)}), so nothing was restored: make sure the image store can be reached, then restore again.`,
      { cause: error },
    );
  });
  const uploadsHeld = held.length;
  const tables = backupTables().filter((table) => manifest.tables[table.name]);
  let rows = 0;
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // A big table's INSERT may outlast the pool's per-statement limit, which is set for requests.
    await db.execute(sql`set local statement_timeout = 0`);
    await db.execute(sql`set local lock_timeout = '30s'`);
    // Nobody writes between the check that the target is empty and the restore (reads go on).
    const names = sql.join(
      allTableNames().map((name) => sql.identifier(name)),
      sql`, `,
    );
    await db.execute(sql`lock table ${names} in exclusive mode`);
    const holds = [...(await tableContents(db)), ...(uploadsHeld > 0 ? [`uploads: ${uploadsHeld} files`] : [])];
    if (holds.length > 0 && !force) {
      throw new RestoreRefusedError(
        `The target is not empty (${holds.join(', ')}): restore into a new install, or add --force to replace what it holds with the archive.`,
      );
    }
    // Derived tables too: the inserts below rebuild them from the rows restored.
    if (force) await db.execute(sql`truncate table ${names}`);
    for (const table of tables) rows += await insertTable(db, table, manifest, stagingDir);
    await setSequences(db, manifest);
  });
  let uploads: number;
  try {
    uploads = await putUploads(manifest, stagingDir, files, force ? held : []);
  } catch (error) {
    throw new Error(
      `The tables are restored, but the uploads could not all be put into ${storeName(files)} (${failureReason(error)}): fix that, then run the restore again with --force.`,
      { cause: error },
    );
  }
  return { rows, tables: tables.length, uploads };
}

/** Inserts a table's lines in batches of JSON arrays, which PostgreSQL turns back into rows of the table's own types. */
async function insertTable(db: Db, table: BackupTable, manifest: Manifest, stagingDir: string): Promise<number> {
  const described = manifest.tables[table.name]!;
  if (described.rows === 0) return 0;
  const target = sql.identifier(table.name);
  const columns = described.columns;
  const values = columns.map((name) =>
    described.base64.includes(name) ? sql`decode(j.value ->> ${name}, 'base64')` : sql`r.${sql.identifier(name)}`,
  );
  const insert = (batch: string[]) =>
    db.execute(sql`insert into ${target} (${sql.join(
      columns.map((name) => sql.identifier(name)),
      sql`, `,
    )})
      ${table.hasIdentity ? sql`overriding system value` : sql``}
      select ${sql.join(values, sql`, `)}
      from json_array_elements(${`[${batch.join(',')}]`}::json) as j, json_populate_record(null::${target}, j.value) as r`);
  const lines = createInterface({
    input: createReadStream(join(stagingDir, TABLES_FOLDER, `${table.name}.ndjson`)),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    rows++;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  return rows;
}

/**
 * Puts every sequence where the archive's was, and past the largest value its column holds: a number handed
 * out before (a `seq`, an RFQ reference) is never handed out again.
 */
async function setSequences(db: Db, manifest: Manifest) {
  const present = new Set(await sequenceNames(db));
  for (const [name, state] of Object.entries(manifest.sequences)) {
    if (present.has(name))
      await db.execute(sql`select setval(${name}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`);
  }
  const owned = await rowsOf<{ table: string; column: string; sequence: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column",
          pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as "sequence"
        from information_schema.columns c
        where c.table_schema = 'public' and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
  );
  for (const { table, column, sequence } of owned) {
    // Moved only when the column holds the next value already; otherwise left exactly as the archive had it.
    await db.execute(sql`select setval(${sequence}::regclass, x.m, true)
      from (select max(${sql.identifier(column)}) as m from ${sql.identifier(table)}) as x
      where x.m >= (select case when is_called then last_value + 1 else last_value end from ${sql.raw(sequence)})`);
  }
}

/**
 * Puts every staged upload into the store, whole (FileStore.put), PUTS_AT_ONCE at a time. `replaced`, the
 * uploads the store held before a forced restore: those the archive lacks are removed. Answers how many
 * uploads it put.
 */
async function putUploads(
  manifest: Manifest,
  stagingDir: string,
  files: FileStore,
  replaced: string[],
): Promise<number> {
  const prefix = `${UPLOADS_FOLDER}/`;
  const names = Object.keys(manifest.files)
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length));
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      await files.put(name, await readFile(join(stagingDir, UPLOADS_FOLDER, name)));
    }
  };
  // One failure ends the restore: the others stop at their next name.
  const workers = Array.from({ length: Math.min(PUTS_AT_ONCE, names.length) }, worker);
  try {
    await Promise.all(workers);
  } catch (error) {
    next = names.length;
    await Promise.allSettled(workers);
    throw error;
  }
  const kept = new Set(names);
  for (const name of replaced) if (!kept.has(name)) await files.delete(name);
  return names.length;
}
