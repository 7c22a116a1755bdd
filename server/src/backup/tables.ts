import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../platform/database/schema.ts';

/**
 * Tables whose rows the archive leaves out, each with why. `search_words` holds the words search corrects
 * typos to, derived from the names of products and news by their triggers (drizzle/0006_search_words.sql):
 * the restore's inserts fire the same triggers, so the table is rebuilt from the rows restored. What is not
 * rebuilt is the words of rows deleted since, which the table keeps but no search finds anything with, so
 * the archive carries no derived copy that could disagree with the rows it came from.
 */
export const DERIVED_TABLES: ReadonlyMap<string, string> = new Map([
  ['search_words', 'rebuilt by the search triggers as the products and news are inserted'],
]);

export interface BackupTable {
  name: string;
  table: PgTable;
  /** The columns the archive holds, in order: every one but the generated ones, which PostgreSQL computes. */
  columns: string[];
  /** bytea columns, which the archive holds as base64. */
  base64: string[];
  /** Identity columns need OVERRIDING SYSTEM VALUE to be inserted with their values. */
  hasIdentity: boolean;
  /** A total order (the primary key, compared byte by byte), so that two backups of the same rows are the same bytes. */
  orderBy: SQL;
  /** Tables this one's foreign keys point to: inserted first. */
  dependsOn: string[];
}

const isBytea = (column: PgColumn) => column.getSQLType() === 'bytea';

/** One table of schema.ts as the backup reads and the restore writes it. */
function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const stored = config.columns.filter((column) => !column.generated);
  const keyColumns = [...config.columns.filter((column) => column.primary), ...(config.primaryKeys[0]?.columns ?? [])];
  const ordered = keyColumns.length > 0 ? keyColumns : stored;
  // COLLATE "C": the order of text must not depend on the server's locale (PGlite's and PostgreSQL's differ).
  const orderBy = sql.join(
    ordered.map((column) =>
      column.dataType === 'string' ? sql`${sql.identifier(column.name)} collate "C"` : sql.identifier(column.name),
    ),
    sql`, `,
  );
  return {
    name: config.name,
    table,
    columns: stored.map((column) => column.name),
    base64: stored.filter(isBytea).map((column) => column.name),
    hasIdentity: stored.some((column) => column.generatedIdentity),
    orderBy,
    dependsOn: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
  };
}

/**
 * Every table of schema.ts but the derived ones, referenced tables before the tables that point to them:
 * a table added to the schema is in the next backup with no change here.
 */
export function backupTables(): BackupTable[] {
  const all = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describe)
    .filter((table) => !DERIVED_TABLES.has(table.name));
  const byName = new Map(all.map((table) => [table.name, table]));
  const ordered: BackupTable[] = [];
  const visit = (table: BackupTable, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table.name)) throw new Error(`The tables ${path.join(' → ')} refer to each other in a cycle.`);
    for (const name of table.dependsOn) {
      const parent = byName.get(name);
      if (parent && parent !== table) visit(parent, [...path, table.name]);
    }
    ordered.push(table);
  };
  for (const table of all) visit(table, []);
  return ordered;
}

/** Every table of schema.ts, derived ones included: what a forced restore empties. */
export function allTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name);
}
