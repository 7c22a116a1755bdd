import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/platform/database/client.ts';
import { newId } from '../src/platform/database/ids.ts';
import { sliders, users } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { onPostgres } from './helpers/database.ts';
import { bodies, IMAGE } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * What only real PostgreSQL shows: several API instances on one database, concurrent transactions,
 * and migrations applied by more than one process. Runs when TEST_DATABASE_URL is set.
 */
describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  let a: TestServer;
  let bootstrap: Account;
  let b: { app: FastifyInstance; database: Database; url: string };
  let databaseUrl: string;

  beforeAll(async () => {
    bootstrap = await createAccount('pg-boot');
    a = await startTestServer({ ADMIN_EMAILS: bootstrap.email });
    databaseUrl = a.database.pool!.options.connectionString!;
    // A second API process on the same database: its own pool, its own read cache and listener.
    const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
    const app = await buildApp({ config: a.config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    b = { app, database, url: `http://127.0.0.1:${port}` };
  });

  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  /** The same request as TestServer.request, sent to instance B. */
  async function onB(method: string, path: string, token?: string, json?: unknown) {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(b.url + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** Asks until `check` holds or two seconds pass; answers the last reading, for the caller's expect to judge. */
  async function poll<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 2000): Promise<T> {
    let value!: T;
    const held = async () => expect(check((value = await read()))).toBe(true);
    await vi.waitFor(held, { timeout: ms, interval: 20 }).catch(() => {});
    return value;
  }

  const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);

  describe('two instances on one database', () => {
    it("drops instance B's cached list after a write through instance A", async () => {
      const cachedOnB = await onB('GET', '/sliders');
      expect(cachedOnB.status).toBe(200);

      // Behind both instances' backs: B keeps answering its cached list.
      const direct = newId();
      await a.database.db
        .insert(sliders)
        .values({ _id: direct, title: 'Direct', caption: 'direct', sliderImage: IMAGE });
      expect((await onB('GET', '/sliders')).body).toEqual(cachedOnB.body);

      const added = await a.request('POST', '/add-sliders', { token: bootstrap.token, json: bodies.sliders(1) });
      expect(added.status).toBe(200);
      const expected = [added.body.insertedId, direct, ...ids(cachedOnB.body)];
      const fresh = await poll(
        () => onB('GET', '/sliders'),
        (reply) => JSON.stringify(ids(reply.body)) === JSON.stringify(expected),
      );
      expect(ids(fresh.body)).toEqual(expected);
    });

    it("drops instance A's cached detail after a write through instance B", async () => {
      const added = await a.request('POST', '/add-products', { token: bootstrap.token, json: bodies.products(1) });
      const id = added.body.insertedId as string;
      expect((await a.request('GET', `/products/${id}`)).body.title).toBe('Product 1');

      const changed = await onB('PUT', `/product/${id}`, bootstrap.token, { title: 'Renamed on B' });
      expect(changed.body).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      const fresh = await poll(
        () => a.request('GET', `/products/${id}`),
        (reply) => reply.body.title === 'Renamed on B',
      );
      expect(fresh.body.title).toBe('Renamed on B');
    });
  });

  describe('two admins deleting each other at once', () => {
    const idOf = async (email: string) =>
      (await a.database.db.select({ _id: users._id }).from(users).where(eq(users.email, email)))[0]?._id;
    const adminIds = async () =>
      (await a.database.db.select({ _id: users._id }).from(users).where(eq(users.role, 'admin'))).map((row) => row._id);

    /** Signs the account in (creating its row) and has `by` make it admin. */
    async function promote(account: Account, by: Account) {
      expect((await a.request('GET', `/admin/${account.email}`, { token: account.token })).status).toBe(200);
      const id = (await idOf(account.email))!;
      const promoted = await a.request('PUT', `/users/${id}`, { token: by.token });
      expect(promoted.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
      return id;
    }

    it('lets exactly one of them win and always leaves an admin', async () => {
      // The ADMIN_EMAILS admin would be re-granted on their next request, so the race is between
      // admins made through the API; the bootstrap admin steps aside first.
      let survivor = await createAccount('pg-first');
      let survivorId = await promote(survivor, bootstrap);
      const bootstrapId = (await idOf(bootstrap.email))!;
      const stepAside = await a.request('DELETE', `/delete-users/${bootstrapId}`, { token: survivor.token });
      expect(stepAside.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await adminIds()).toEqual([survivorId]);

      for (let round = 0; round < 5; round++) {
        const challenger = await createAccount(`pg-challenger${round}`);
        const challengerId = await promote(challenger, survivor);
        expect((await adminIds()).sort()).toEqual([survivorId, challengerId].sort());

        // Each through its own instance, so that the two transactions run on two pools.
        const [bySurvivor, byChallenger] = await Promise.all([
          a.request('DELETE', `/delete-users/${challengerId}`, { token: survivor.token }),
          onB('DELETE', `/delete-users/${survivorId}`, challenger.token),
        ]);
        const statuses = [bySurvivor.status, byChallenger.status];
        const context = `round ${round}: ${JSON.stringify([bySurvivor.body, byChallenger.body])}`;
        expect(
          statuses.filter((status) => status === 200),
          context,
        ).toHaveLength(1);
        // The loser finds itself the last admin (409), or already gone: its row is missing (404) or,
        // when its sign-in ran after the deletion, re-created without the role (403).
        const loser = statuses.find((status) => status !== 200);
        expect([403, 404, 409], context).toContain(loser);

        const [winner, winnerId] = bySurvivor.status === 200 ? [survivor, survivorId] : [challenger, challengerId];
        expect(await adminIds(), context).toEqual([winnerId]);
        survivor = winner;
        survivorId = winnerId;
      }
    });
  });

  describe('migrations', () => {
    it('apply once, however many instances open the database, and at the same moment', async () => {
      const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
        entries: unknown[];
      };
      const opened = await Promise.all([
        openDatabase({ databaseUrl, dataDir: 'unused' }),
        openDatabase({ databaseUrl, dataDir: 'unused' }),
        openDatabase({ databaseUrl, dataDir: 'unused' }),
      ]);
      try {
        const applied = await opened[0]!.pool!.query<{ total: number }>(
          'select count(*)::int as total from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0]!.total).toBe(journal.entries.length);
        // The data written before is still there and the schema still works.
        for (const database of opened) {
          const [row] = await database.db.select({ total: count() }).from(sliders);
          expect(row!.total).toBeGreaterThanOrEqual(2);
        }
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    });
  });

  it('survives a dropped invalidation channel: reads stay fresh, then it reconnects and caches again', async () => {
    const slide = (title: string) => ({ _id: newId(), title, caption: 'c', sliderImage: IMAGE });
    await onB('GET', '/sliders'); // cached on B
    // What a database restart or an administrator does to the LISTEN connection of instance B.
    const killed = await a.database.pool!.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    // A write that no NOTIFY announces: B must not serve its cached list while it cannot hear writes.
    await a.database.db.insert(sliders).values(slide('Written while B was deaf'));
    const fresh = await poll(
      () => onB('GET', '/sliders'),
      (reply) => reply.body.some((row: { title: string }) => row.title === 'Written while B was deaf'),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body.map((row: { title: string }) => row.title)).toContain('Written while B was deaf');
    // Listening again within a few seconds: a write through A reaches B's cache once more.
    const listening = await poll(
      async () =>
        (
          await a.database.pool!.query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'",
          )
        ).rows[0].n as number,
      (n) => n >= 2,
      8000,
    );
    expect(listening).toBeGreaterThanOrEqual(2);
    await onB('GET', '/sliders');
    await a.request('POST', '/add-sliders', { token: bootstrap.token, json: bodies.sliders(77) });
    const after = await poll(
      () => onB('GET', '/sliders'),
      (reply) => reply.body.some((row: { title: string }) => row.title === 'Slide 77'),
    );
    expect(after.body[0].title).toBe('Slide 77');
  });
});
