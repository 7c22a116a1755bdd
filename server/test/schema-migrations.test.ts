import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, integer, pgTable, PgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/platform/database/schema.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * The migrations (server/drizzle) build what schema.ts declares: after the API has started, and so run them,
 * every table of schema.ts is in the database with every column drizzle declares, each as nullable as declared.
 * A table or column added to schema.ts without its migration (`pnpm --filter @texbridge/server db:generate`)
 * fails here with a sentence naming it, instead of as a 500 on the first request that touches it.
 */

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
}

const declaredTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Where the database departs from the declared tables, one sentence each; empty when they agree. */
function drift(tables: readonly PgTable[], columns: readonly DatabaseColumn[]): string[] {
  const problems: string[] = [];
  for (const table of tables) {
    const { name, columns: declared } = getTableConfig(table);
    const present = new Map(
      columns.filter((column) => column.table_name === name).map((column) => [column.column_name, column]),
    );
    if (present.size === 0) {
      problems.push(`table "${name}" is in schema.ts but no migration creates it`);
      continue;
    }
    for (const column of declared) {
      const found = present.get(column.name);
      if (!found) problems.push(`column "${name}"."${column.name}" is in schema.ts but no migration adds it`);
      else if (column.notNull !== (found.is_nullable === 'NO')) {
        problems.push(
          `column "${name}"."${column.name}" is ${column.notNull ? 'NOT NULL' : 'nullable'} in schema.ts ` +
            `but ${found.is_nullable === 'NO' ? 'NOT NULL' : 'nullable'} in the database`,
        );
      }
    }
    const names = new Set(declared.map((column) => column.name));
    for (const column of present.keys()) {
      if (!names.has(column)) problems.push(`column "${name}"."${column}" is in the database but not in schema.ts`);
    }
  }
  return problems;
}

let server: TestServer;
let columns: DatabaseColumn[];

beforeAll(async () => {
  server = await startTestServer();
  const result = await server.database.db.execute(
    sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  columns = (result as unknown as { rows: DatabaseColumn[] }).rows;
});
afterAll(() => server?.close());

describe('the migrations', () => {
  it('create every table and column of schema.ts', () => {
    expect(declaredTables.map((table) => getTableName(table))).toEqual(
      expect.arrayContaining(['sliders', 'users', 'enquiries', 'meta']),
    );
    expect(drift(declaredTables, columns)).toEqual([]);
  });

  it('create no table that schema.ts does not declare', () => {
    const declared = new Set(declaredTables.map((table) => getTableName(table)));
    const undeclared = [...new Set(columns.map((column) => column.table_name))].filter((name) => !declared.has(name));
    expect(undeclared, 'tables in the database but not in schema.ts').toEqual([]);
  });

  it('would notice a table or a column added to schema.ts without its migration', () => {
    const added = pgTable('brochures', { id: text('id').primaryKey(), pages: integer('pages').notNull() });
    const extra = pgTable('sliders', {
      id: text('id').primaryKey(),
      seq: integer('seq').notNull(),
      title: text('title').notNull(),
      caption: text('caption'),
      subtitle: text('subtitle').notNull(),
    });
    expect(drift([added, extra], columns).sort()).toEqual(
      [
        'table "brochures" is in schema.ts but no migration creates it',
        'column "sliders"."caption" is nullable in schema.ts but NOT NULL in the database',
        'column "sliders"."subtitle" is in schema.ts but no migration adds it',
        ...['created_at', 'updated_at', 'translations', 'link', 'slider_image'].map(
          (column) => `column "sliders"."${column}" is in the database but not in schema.ts`,
        ),
      ].sort(),
    );
  });
});

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
/** A fresh PGlite's initdb and every migration, twice over: 20 s on a quiet machine, more on a loaded one. */
const MIGRATING = 120_000;

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'texbridge-migrations-'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

describe('0008_rfqs on a database with enquiries', () => {
  it(
    'moves handled enquiries to replied, their first reply dated at their last change, and leaves the rest new',
    async () => {
      const before = migrationsBefore('0008_rfqs');
      const client = new PGlite({ extensions: { pg_trgm } });
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before.folder });
        await client.query(
          `INSERT INTO enquiries (id, user_name, user_email, message, handled, updated_at) VALUES
          ('answered', 'A', 'a@example.com', 'Old, answered.', true, '2025-03-01T10:00:00Z'),
          ('waiting', 'B', 'b@example.com', 'Old, waiting.', false, '2025-03-02T10:00:00Z')`,
        );
        await migrate(db, { migrationsFolder: MIGRATIONS });
        const { rows } = await client.query<{ id: string; status: string; first_reply_at: Date | null }>(
          'SELECT id, status, first_reply_at FROM enquiries ORDER BY id',
        );
        expect(rows).toEqual([
          { id: 'answered', status: 'replied', first_reply_at: new Date('2025-03-01T10:00:00Z') },
          { id: 'waiting', status: 'new', first_reply_at: null },
        ]);
      } finally {
        await client.close();
        before.remove();
      }
    },
    MIGRATING,
  );
});

describe('0016_roles on a database with a pending admin:grant and a log', () => {
  it(
    'makes each pending grant an invitation, and each earlier log line an admin’s',
    async () => {
      const before = migrationsBefore('0016_roles');
      const client = new PGlite({ extensions: { pg_trgm } });
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before.folder });
        await client.query(
          `INSERT INTO users (id, uid, email, role, role_granted_by, created_at) VALUES
          ('waiting', 'pending:boss@example.com', 'boss@example.com', 'admin', 'admin:grant', '2026-01-02T10:00:00Z'),
          ('signed', 'uid-1', 'owner@example.com', 'admin', 'ADMIN_EMAILS', '2026-01-01T10:00:00Z')`,
        );
        await client.query(
          `INSERT INTO activity (actor_uid, actor_email, action, resource, record_id, title, ip, user_agent)
          VALUES ('uid-1', 'owner@example.com', 'update', 'news', 'n1', 'News', '127.0.0.1', '')`,
        );
        await migrate(db, { migrationsFolder: MIGRATIONS });
        const users = await client.query<{ id: string }>('SELECT id FROM users ORDER BY id');
        expect(users.rows).toEqual([{ id: 'signed' }]);
        const invitations = await client.query('SELECT id, email, role, granted_by, invited_at FROM invitations');
        expect(invitations.rows).toEqual([
          {
            id: 'waiting',
            email: 'boss@example.com',
            role: 'admin',
            granted_by: 'admin:grant',
            invited_at: new Date('2026-01-02T10:00:00Z'),
          },
        ]);
        expect((await client.query('SELECT actor_role FROM activity')).rows).toEqual([{ actor_role: 'admin' }]);
      } finally {
        await client.close();
        before.remove();
      }
    },
    MIGRATING,
  );
});
