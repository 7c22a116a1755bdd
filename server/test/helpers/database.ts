import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/database/client.ts';
import { pgliteTemplate } from './pglite-template.ts';

/** True when the run targets PostgreSQL (`.ci/run` starts one and sets TEST_DATABASE_URL). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A database of the test file's own: in-memory PGlite, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  url: string | undefined;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://', startFrom: pgliteTemplate() });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `texbridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
