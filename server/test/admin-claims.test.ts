import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureAccount } from '@texbridge/scripts/emulator';
import type { TokenVerifier, VerifiedIdentity } from '../src/auth/token-verifier.ts';
import { invitations, users } from '../src/platform/database/schema.ts';
import { createUsers } from '../src/auth/users.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * Production's rule cannot be played with the emulator, whose accounts are never verified: a stand-in
 * verifier answers the identity a token names, as Firebase would for a real token of that account.
 */
function standInVerifier() {
  const issued = new Map<string, VerifiedIdentity>();
  const disabled = new Set<string>();
  return {
    token(identity: VerifiedIdentity) {
      const token = `token-${issued.size + 1}`;
      issued.set(token, identity);
      return token;
    },
    /** As Firebase: an unexpired token of a disabled account still verifies unless revocation is checked. */
    disable(uid: string) {
      disabled.add(uid);
    },
    async verify(token: string, checkRevoked: boolean) {
      const identity = issued.get(token);
      if (!identity) throw new Error('unknown token');
      if (checkRevoked && disabled.has(identity.uid)) throw new Error('auth/user-disabled');
      return identity;
    },
    async close() {},
  } satisfies TokenVerifier & Record<string, unknown>;
}

const OWNER = 'owner@texbridge.test';
let server: TestServer;
let verifier: ReturnType<typeof standInVerifier>;
let sequence = 0;

/** A token of a Firebase account: a new uid unless one is given. */
const account = (email: string, emailVerified: boolean, uid = `uid-${++sequence}`) =>
  verifier.token({ uid, email, emailVerified, displayName: undefined });
const rowOf = async (email: string) => (await server.database.db.select().from(users).where(eq(users.email, email)))[0];
const invitationOf = async (email: string) =>
  (await server.database.db.select().from(invitations).where(eq(invitations.email, email)))[0];

beforeAll(async () => {
  verifier = standInVerifier();
  server = await startTestServer({ NODE_ENV: 'production', ADMIN_EMAILS: OWNER }, { verifier });
});
afterAll(() => server?.close());

describe('a role belongs to a uid (production rules)', () => {
  it('lets an ADMIN_EMAILS address claim admin only with a verified e-mail, and records the claim', async () => {
    const unverified = account(OWNER, false, 'owner-uid');
    expect((await server.request('GET', '/users', { token: unverified })).status).toBe(403);
    expect((await server.request('GET', '/enquiries', { token: unverified })).status).toBe(403);

    const verified = account(OWNER, true, 'owner-uid');
    expect((await server.request('GET', '/users', { token: verified })).status).toBe(200);
    expect(await rowOf(OWNER)).toMatchObject({ uid: 'owner-uid', role: 'admin', roleGrantedBy: 'ADMIN_EMAILS' });
    expect((await rowOf(OWNER))?.roleGrantedAt).toBeInstanceOf(Date);
  });

  it('never hands an admin row to a new uid with the same e-mail, verified or not', async () => {
    const owner = account(OWNER, true, 'owner-uid');
    await server.request('GET', '/users', { token: owner });
    const before = await rowOf(OWNER);

    const impostor = await server.request('GET', '/users', { token: account(OWNER, false) });
    expect(impostor.status).toBe(409);
    expect(impostor.body.message).toMatch(/does not inherit its rights/);
    expect(await rowOf(OWNER)).toMatchObject({ _id: before!._id, uid: 'owner-uid', role: 'admin' });

    const other = 'staff-admin@texbridge.test';
    const staff = account(other, true, 'staff-uid');
    await server.request('GET', `/admin/${other}`, { token: staff });
    await server.request('PUT', `/users/${(await rowOf(other))!._id}`, { token: owner });
    expect((await rowOf(other))?.roleGrantedBy).toBe(`user:${before!._id}`);

    for (const verified of [false, true]) {
      const newcomer = account(other, verified);
      const reply = await server.request('POST', '/add-privacy', { token: newcomer, json: bodies.privacy() });
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(
        `${other} is recorded for an admin account that signed up earlier; a new account with the same address does not inherit its rights. Ask an admin to delete the old user under Users, then sign in again.`,
      );
    }
    expect(await rowOf(other)).toMatchObject({ uid: 'staff-uid', role: 'admin' });
    // The admin who owns the row is unaffected.
    expect((await server.request('GET', '/users', { token: account(other, true, 'staff-uid') })).status).toBe(200);
  });

  it("lets a verified ADMIN_EMAILS address claim its grant anew under a re-created account's uid", async () => {
    await server.request('GET', '/users', { token: account(OWNER, true, 'owner-uid') });
    const recreated = account(OWNER, true, 'owner-uid-2');
    expect((await server.request('GET', '/users', { token: recreated })).status).toBe(200);
    expect(await rowOf(OWNER)).toMatchObject({ uid: 'owner-uid-2', role: 'admin', roleGrantedBy: 'ADMIN_EMAILS' });
  });

  it('lets a pending admin:grant be claimed only by a verified sign-in', async () => {
    const email = 'pending-boss@texbridge.test';
    const cli = createUsers(server.database.db, { adminEmails: [], requireVerifiedForGrant: true });
    expect(await cli.grantByEmail(email)).toBe('pending');

    const unverified = account(email, false, 'pending-uid');
    const refused = await server.request('GET', '/users', { token: unverified });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Admin rights are waiting for pending-boss@texbridge\.test, but this account's e-mail address is not verified/,
    );
    // The grant waits as an invitation, and the refused account has no row.
    expect(await invitationOf(email)).toMatchObject({ role: 'admin', grantedBy: 'admin:grant' });
    expect(await rowOf(email)).toBeUndefined();

    expect((await server.request('GET', '/users', { token: account(email, true, 'pending-uid') })).status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ uid: 'pending-uid', role: 'admin', roleGrantedBy: 'admin:grant' });
    expect(await invitationOf(email)).toBeUndefined();
  });

  it('lets an invitation be claimed by a member who signed in before it, at their next verified request', async () => {
    const email = 'member-invited@texbridge.test';
    await server.request('GET', `/admin/${email}`, { token: account(email, true, 'invited-uid') });
    const cli = createUsers(server.database.db, { adminEmails: [], requireVerifiedForGrant: true });
    // An invitation made while no row had the e-mail (a first sign-in at the same moment): claimed next.
    await server.database.db.insert(invitations).values({ _id: 'inv-1', email, role: 'sales', grantedBy: 'user:x' });
    expect((await server.request('GET', '/inbox', { token: account(email, true, 'invited-uid') })).status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ uid: 'invited-uid', role: 'sales', roleGrantedBy: 'user:x' });
    expect(await invitationOf(email)).toBeUndefined();
    // The command line gives a role that has a row at once.
    expect(await cli.grantByEmail(email, 'editor')).toBe('granted');
    expect(await rowOf(email)).toMatchObject({ role: 'editor', roleGrantedBy: 'admin:grant' });
  });

  it('hands a member row (no role) to the account that now has its e-mail', async () => {
    const email = 'member-again@texbridge.test';
    await server.request('GET', `/admin/${email}`, { token: account(email, false, 'first-uid') });
    const again = account(email, false, 'second-uid');
    expect((await server.request('GET', `/admin/${email}`, { token: again })).body).toEqual({ isAdmin: false });
    expect((await server.request('GET', '/users', { token: again })).status).toBe(403);
    expect(await rowOf(email)).toMatchObject({ uid: 'second-uid', role: null });
  });

  it('answers 409, not 500, when a signed-in account takes an e-mail another uid holds', async () => {
    const adminEmail = 'held-by-admin@texbridge.test';
    await server.request('GET', `/admin/${adminEmail}`, { token: account(adminEmail, true, 'holder-uid') });
    const owner = account(OWNER, true, 'owner-uid-2');
    await server.request('PUT', `/users/${(await rowOf(adminEmail))!._id}`, { token: owner });

    await server.request('GET', '/admin/mover@texbridge.test', {
      token: account('mover@texbridge.test', true, 'mover-uid'),
    });
    const moved = await server.request('GET', `/admin/${adminEmail}`, {
      token: account(adminEmail, true, 'mover-uid'),
    });
    expect(moved.status).toBe(409);
    expect((await rowOf('mover@texbridge.test'))?.uid).toBe('mover-uid');

    // A member's address is free to move to: Firebase gives an address to one account at a time.
    const memberEmail = 'held-by-member@texbridge.test';
    await server.request('GET', `/admin/${memberEmail}`, { token: account(memberEmail, true, 'old-holder') });
    const taken = await server.request('GET', `/admin/${memberEmail}`, {
      token: account(memberEmail, true, 'mover-uid'),
    });
    expect(taken.status).toBe(200);
    expect(await rowOf(memberEmail)).toMatchObject({ uid: 'mover-uid' });
  });

  it('answers every first request of an account that arrive at once with one row', async () => {
    const email = 'parallel@texbridge.test';
    const token = account(email, true, 'parallel-uid');
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => server.request('GET', `/admin/${email}`, { token })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    expect((await server.database.db.select().from(users).where(eq(users.email, email))).length).toBe(1);
  });
});

// The emulator checks revocation on every verification, whatever the caller asks; production's
// firebase-admin only when asked. So this is played with the stand-in verifier.
describe('revocation on admin reads', () => {
  it('refuses reads of personal data as soon as the admin is disabled, not when the token expires', async () => {
    const token = account(OWNER, true, 'disabled-owner');
    expect((await server.request('GET', '/users', { token })).status).toBe(200);
    verifier.disable('disabled-owner');
    for (const path of ['/users', '/enquiries']) {
      const reply = await server.request('GET', path, { token });
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('The sign-in token is invalid, expired or revoked; sign in again.');
    }
  });
});

describe('with the Auth emulator (real tokens)', () => {
  let emulated: TestServer;
  let boss: Account;
  beforeAll(async () => {
    boss = await createAccount('claims-boss');
    emulated = await startTestServer({ ADMIN_EMAILS: boss.email });
  });
  afterAll(() => emulated?.close());

  it('does not make a re-created account admin: staff made admin, account deleted, signed up again', async () => {
    const staff = await createAccount('claims-staff');
    await emulated.request('GET', `/admin/${staff.email}`, { token: staff.token });
    const [row] = await emulated.database.db.select().from(users).where(eq(users.email, staff.email));
    expect((await emulated.request('PUT', `/users/${row!._id}`, { token: boss.token })).status).toBe(200);

    const host = inject('emulatorHost');
    await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: staff.token }),
    });
    const again = await ensureAccount(host, { email: staff.email, password: 'another-pass-1' });
    expect(again.uid).not.toBe(staff.uid);

    const reply = await emulated.request('POST', '/add-privacy', { token: again.idToken, json: bodies.privacy() });
    expect(reply.status).toBe(409);
    const [after] = await emulated.database.db.select().from(users).where(eq(users.email, staff.email));
    expect(after).toMatchObject({ _id: row!._id, uid: staff.uid, role: 'admin' });
  });
});
