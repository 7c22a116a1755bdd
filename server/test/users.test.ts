import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ensureAccount } from '@texbridge/scripts/emulator';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase } from '../src/platform/database/client.ts';
import { newId } from '../src/platform/database/ids.ts';
import { users } from '../src/platform/database/schema.ts';
import { createUsers } from '../src/auth/users.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { onPostgres } from './helpers/database.ts';
import { bodies } from './helpers/fixtures.ts';
import { runServerScript } from './helpers/processes.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let admin: Account;
const rowOf = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0];

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  // The admin's row exists from here on, whichever tests run.
  await server.request('GET', `/admin/${admin.email}`, { token: admin.token });
});
afterAll(() => server?.close());

describe('who is an admin', () => {
  it('makes ADMIN_EMAILS admins on first sight, and nobody else', async () => {
    const member = await createAccount('member');
    expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).body).toEqual({
      isAdmin: true,
    });
    expect((await server.request('GET', `/admin/${member.email}`, { token: member.token })).body).toEqual({
      isAdmin: false,
    });
    expect((await rowOf(admin.email))?.role).toBe('admin');
    expect((await rowOf(member.email))?.role).toBeNull();
  });
});

describe('deleting users', () => {
  it('refuses to let an admin delete their own row', async () => {
    const self = await rowOf(admin.email);
    const reply = await server.request('DELETE', `/delete-users/${self!._id}`, { token: admin.token });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'You cannot delete your own account.' });
    expect(await rowOf(admin.email)).toBeDefined();
  });

  it('never removes the last admin', async () => {
    const lone = createUsers(server.database.db, { adminEmails: [], requireVerifiedForGrant: true });
    // A second database view with exactly one admin: the admin row of this file's server.
    const adminRows = await server.database.db.select().from(users).where(eq(users.role, 'admin'));
    try {
      for (const row of adminRows.slice(1))
        await server.database.db.update(users).set({ role: null }).where(eq(users._id, row._id));
      const last = adminRows[0]!;
      await expect(lone.removeGuarded(last._id, newId())).rejects.toThrow('The last admin cannot be deleted');
      expect(await lone.adminCount()).toBe(1);
    } finally {
      for (const row of adminRows.slice(1))
        await server.database.db.update(users).set({ role: 'admin' }).where(eq(users._id, row._id));
    }
  });

  it('answers 409 over HTTP when the last two admins delete each other at the same moment, and keeps one', async () => {
    // A gate after the access check: once armed, it lets the two requests on only together, so both
    // have passed the admin check before either deletes — the one way the last admin is ever a target.
    let gate: { arrived: number; open: () => void; opened: Promise<void> } | undefined;
    const holdAfterAccessCheck = (app: FastifyInstance) =>
      app.addHook('preHandler', async () => {
        if (!gate) return;
        if (++gate.arrived === 2) gate.open();
        await gate.opened;
      });
    const first = await createAccount('first-admin');
    const second = await createAccount('second-admin');
    const race = await startTestServer({ ADMIN_EMAILS: first.email }, { beforeListen: holdAfterAccessCheck });
    try {
      await race.request('GET', `/admin/${first.email}`, { token: first.token });
      await race.request('GET', `/admin/${second.email}`, { token: second.token });
      const rowsOf = async () => race.database.db.select().from(users).where(eq(users.role, 'admin'));
      const idOf = async (email: string) =>
        (await race.database.db.select().from(users).where(eq(users.email, email)))[0]!._id;
      const [firstId, secondId] = [await idOf(first.email), await idOf(second.email)];
      expect((await race.request('PUT', `/users/${secondId}`, { token: first.token })).status).toBe(200);
      expect((await rowsOf()).map((row) => row._id).sort()).toEqual([firstId, secondId].sort());

      let open!: () => void;
      gate = { arrived: 0, open: () => open(), opened: new Promise<void>((resolve) => (open = resolve)) };
      const replies = await Promise.all([
        race.request('DELETE', `/delete-users/${secondId}`, { token: first.token }),
        race.request('DELETE', `/delete-users/${firstId}`, { token: second.token }),
      ]);

      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      expect(replies.find((reply) => reply.status === 409)!.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'The last admin cannot be deleted; make another user admin first.',
      });
      // The admin left is the one whose deletion went through.
      const survivor = replies[0]!.status === 200 ? firstId : secondId;
      expect((await rowsOf()).map((row) => row._id)).toEqual([survivor]);
    } finally {
      await race.close();
    }
  });

  it('lets an admin delete another admin while one remains', async () => {
    const other = await createAccount('second-admin');
    await server.request('GET', `/admin/${other.email}`, { token: other.token });
    const row = await rowOf(other.email);
    await server.request('PUT', `/users/${row!._id}`, { token: admin.token });
    const reply = await server.request('DELETE', `/delete-users/${row!._id}`, { token: admin.token });
    expect(reply.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await rowOf(other.email)).toBeUndefined();
  });
});

describe('revoked sessions', () => {
  it('refuse writes with a token issued before revocation', async () => {
    const revoked = await createAccount('revoked-admin');
    await server.request('GET', `/admin/${revoked.email}`, { token: revoked.token });
    await server.request('PUT', `/users/${(await rowOf(revoked.email))!._id}`, { token: admin.token });
    expect(
      (await server.request('POST', '/add-privacy', { token: revoked.token, json: bodies.privacy(1) })).status,
    ).toBe(200);

    // Revocation has one-second resolution: it refuses tokens signed in (auth_time) before its second,
    // so the clock moves past the token's second first.
    const { auth_time: signedIn } = JSON.parse(Buffer.from(revoked.token.split('.')[1]!, 'base64url').toString());
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(signedIn), {
      timeout: 5_000,
      interval: 20,
    });
    const firebase = initializeApp({ projectId: server.config.firebaseProjectId }, `revoke-${newId()}`);
    await getAuth(firebase).revokeRefreshTokens(revoked.uid);
    await deleteApp(firebase);

    const before = await server.request('GET', '/privacy');
    const write = await server.request('POST', '/add-privacy', { token: revoked.token, json: bodies.privacy(2) });
    expect(write.status).toBe(401);
    expect((await server.request('GET', '/privacy')).body).toEqual(before.body);
  });
});

describe.skipIf(onPostgres)('admin:grant', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-grant-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('makes an e-mail admin before its owner has ever signed in', async () => {
    const email = `invited-${newId()}@texbridge.test`;
    const grant = runServerScript('src/cli/admin-grant.ts', [email], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await grant.exit).toBe(0);
    expect(grant.output()).toContain('they will be an admin when they first sign in with that address verified');

    const config = loadConfig({
      DATA_DIR: dataDir,
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      LOG_LEVEL: 'silent',
      SEED: 'off',
    });
    const database = await openDatabase(config);
    const app = await buildApp({ config, database });
    try {
      const { idToken } = await ensureAccount(inject('emulatorHost'), { email, password: 'invited-pass-1' });
      const reply = await app.inject({ url: `/admin/${email}`, headers: { authorization: `Bearer ${idToken}` } });
      expect(reply.json()).toEqual({ isAdmin: true });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a missing e-mail with a usage line', async () => {
    const run = runServerScript('src/cli/admin-grant.ts', [], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('Usage: admin:grant <email>');
    const badRole = runServerScript('src/cli/admin-grant.ts', ['someone@texbridge.test', '--role', 'owner'], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    });
    expect(await badRole.exit).toBe(1);
    expect(badRole.output()).toContain('--role must be "admin", "editor" or "sales".');
  });
});
