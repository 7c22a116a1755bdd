import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canOf } from '@texbridge/shared/auth/permissions';
import { activity, users } from '../src/platform/database/schema.ts';
import { ASSIGNEE_NOT_STAFF } from '../src/quotes/follow-up.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { fingerprint } from './helpers/snapshot.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * Roles (docs/security.md, "Roles"): who is what, `GET /me`, changing a role and its rules, and that a change
 * counts from the person's next request with the same token, on real emulator tokens.
 */

let server: TestServer;
let admin: Account;
let editor: Account;
let sales: Account;
let buyer: Account;

const as = (who: Account, json?: unknown) => ({ token: who.token, ...(json === undefined ? {} : { json }) });
const rowOf = async (email: string) =>
  (await server.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const setRole = async (by: Account, who: Account, role: unknown) =>
  server.request('PUT', `/users/${(await rowOf(who.email))._id}/role`, as(by, { role }));

beforeAll(async () => {
  [admin, editor, sales, buyer] = await Promise.all([
    createAccount('admin'),
    createAccount('editor'),
    createAccount('sales'),
    createAccount('buyer'),
  ]);
  server = await startTestServer({ ADMIN_EMAILS: admin.email, EDITOR_EMAILS: editor.email, SALES_EMAILS: sales.email });
  for (const who of [admin, editor, sales, buyer]) await server.request('GET', '/me', as(who));
});
afterAll(() => server?.close());

describe('GET /me', () => {
  it('names each person’s role and the calls they may make, from the declarations', async () => {
    for (const [who, role] of [
      [admin, 'admin'],
      [editor, 'editor'],
      [sales, 'sales'],
      [buyer, null],
    ] as const) {
      const reply = await server.request('GET', '/me', as(who));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
      expect(reply.body).toEqual({
        _id: (await rowOf(who.email))._id,
        email: who.email,
        displayName: expect.any(String),
        role,
        can: canOf(role),
      });
    }
    const { body: can } = await server.request('GET', '/me', as(editor));
    expect(can.can).toEqual(expect.arrayContaining(['products.update', 'history.trash', 'uploads.create']));
    expect(can.can).not.toContain('rfqs.inbox');
    expect((await server.request('GET', '/me', as(sales))).body.can).not.toContain('products.update');
    expect((await server.request('GET', '/me', as(buyer))).body.can).toEqual(['users.adminCheck', 'users.me']);
  });
});

describe('the docs/spec.md §7 user calls', () => {
  it('list every staff role as role, filter by it, and answer isAdmin for admins only', async () => {
    const { body: listed } = await server.request('GET', '/users', as(admin));
    const roleOf = (who: Account) => (listed as { email: string; role?: string }[]).find((u) => u.email === who.email);
    expect(roleOf(editor)).toMatchObject({ role: 'editor' });
    expect(roleOf(sales)).toMatchObject({ role: 'sales' });
    expect(roleOf(buyer)).not.toHaveProperty('role');
    const { body: editors } = await server.request('GET', '/users?role=editor', as(admin));
    expect((editors as { email: string }[]).map((user) => user.email)).toEqual([editor.email]);
    expect((await server.request('GET', `/admin/${editor.email}`, as(editor))).body).toEqual({ isAdmin: false });
  });

  it('refuse anyone but an admin asking about someone else’s e-mail', async () => {
    for (const who of [buyer, sales, editor]) {
      const reply = await server.request('GET', `/admin/${admin.email}`, as(who));
      expect(reply.status).toBe(403);
      expect(reply.body).not.toHaveProperty('isAdmin');
    }
  });

  it('“Make Admin” (PUT /users/{id}) still makes an admin, an editor too', async () => {
    const promoted = await createAccount('promoted-editor');
    await server.request('GET', '/me', as(promoted));
    expect((await setRole(admin, promoted, 'editor')).status).toBe(200);
    const reply = await server.request('PUT', `/users/${(await rowOf(promoted.email))._id}`, as(admin));
    expect(reply.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    expect((await server.request('GET', `/admin/${promoted.email}`, as(promoted))).body).toEqual({ isAdmin: true });
  });
});

describe('PUT /users/{id}/role', () => {
  it('refuses an unknown role naming the roles, your own role, and changes nothing', async () => {
    const before = await fingerprint(server);
    const unknown = await setRole(admin, buyer, 'owner');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('role must be one of admin, editor, sales');
    expect((await setRole(admin, buyer, undefined)).body.message).toBe('role must be one of admin, editor, sales');
    const own = await setRole(admin, admin, 'sales');
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot change your own role; ask another admin.');
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses to take away a role that ADMIN_EMAILS would give back at the next sign-in', async () => {
    const listed = await setRole(editor, admin, null);
    expect(listed.status, 'an editor may not change roles').toBe(403);
    const second = await createAccount('second-admin');
    await server.request('GET', '/me', as(second));
    expect((await setRole(admin, second, 'admin')).status).toBe(200);
    const refused = await setRole(second, admin, null);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${admin.email} is listed in ADMIN_EMAILS, which would give the role back at the next sign-in; remove it there first.`,
    );
    expect((await rowOf(admin.email)).role).toBe('admin');
  });

  it('keeps one admin when the last two demote each other at the same moment', async () => {
    // A gate after the access check: once armed, it lets the two requests on only together, so both have
    // passed the admin check before either changes a role — the one way the last admin is ever a target.
    let gate: { arrived: number; open: () => void; opened: Promise<void> } | undefined;
    const holdAfterAccessCheck = (app: FastifyInstance) =>
      app.addHook('preHandler', async () => {
        if (!gate) return;
        if (++gate.arrived === 2) gate.open();
        await gate.opened;
      });
    const [first, second] = await Promise.all([createAccount('first-admin'), createAccount('second-admin')]);
    const race = await startTestServer({}, { beforeListen: holdAfterAccessCheck });
    try {
      for (const who of [first, second]) await race.request('GET', '/me', as(who));
      const idOf = async (who: Account) =>
        (await race.database.db.select().from(users).where(eq(users.email, who.email)))[0]!._id;
      await race.database.db
        .update(users)
        .set({ role: 'admin' })
        .where(inArray(users.email, [first.email, second.email]));

      let open!: () => void;
      gate = { arrived: 0, open: () => open(), opened: new Promise<void>((resolve) => (open = resolve)) };
      const replies = await Promise.all([
        race.request('PUT', `/users/${await idOf(second)}/role`, as(first, { role: 'sales' })),
        race.request('PUT', `/users/${await idOf(first)}/role`, as(second, { role: 'sales' })),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
      expect(replies.find((reply) => reply.status === 409)!.body.message).toBe(
        'The last admin cannot stop being an admin; make another user admin first.',
      );
      const admins = await race.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await race.close();
    }
  });

  it('takes effect on the person’s next request with the same token, and logs who did it as which role', async () => {
    const person = await createAccount('changing');
    await server.request('GET', '/me', as(person));
    const product = (await server.request('POST', '/add-products', as(admin, bodies.products(1)))).body.insertedId;
    const edit = () => server.request('PUT', `/product/${product}`, as(person, { title: 'Renamed yarn' }));
    const inbox = () => server.request('GET', '/inbox', as(person));

    expect((await setRole(admin, person, 'editor')).body).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    expect((await edit()).status).toBe(200);
    expect((await inbox()).status).toBe(403);

    expect((await setRole(admin, person, 'sales')).status).toBe(200);
    expect((await server.request('GET', '/me', as(person))).body).toMatchObject({ role: 'sales', can: canOf('sales') });
    expect((await edit()).status).toBe(403);
    expect((await inbox()).status).toBe(200);

    expect((await setRole(admin, person, null)).status).toBe(200);
    expect((await inbox()).status).toBe(403);
    expect((await server.request('GET', '/me', as(person))).body).toMatchObject({ role: null });
    expect(await rowOf(person.email)).toMatchObject({ role: null, roleGrantedBy: null });

    const lines = await server.database.db
      .select()
      .from(activity)
      .where(eq(activity.recordId, (await rowOf(person.email))._id))
      .orderBy(desc(activity.seq));
    expect(
      lines.map(({ action, detail, actorEmail, actorRole }) => ({ action, detail, actorEmail, actorRole })),
    ).toEqual([
      { action: 'role', detail: 'Role: sales → none', actorEmail: admin.email, actorRole: 'admin' },
      { action: 'role', detail: 'Role: editor → sales', actorEmail: admin.email, actorRole: 'admin' },
      { action: 'role', detail: 'Role: none → editor', actorEmail: admin.email, actorRole: 'admin' },
    ]);
    // The editor's edit is logged as the editor's, by role.
    const { body: log } = await server.request('GET', `/activity?actor=${person.email}`, as(admin));
    expect(log[0]).toMatchObject({ action: 'update', actor: { email: person.email, role: 'editor' } });
  });
});

describe('the trash by role', () => {
  it('shows an editor the content’s trash only, and keeps buyers’ requests an admin’s', async () => {
    const enquiry = (await server.request('POST', '/enquiries', { json: bodies.enquiries(3) })).body.insertedId;
    const news = (await server.request('POST', '/add-news', as(editor, bodies.news(3)))).body.insertedId;
    expect((await server.request('DELETE', `/delete-enquiries/${enquiry}`, as(admin))).status).toBe(200);
    expect((await server.request('DELETE', `/delete-news/${news}`, as(editor))).status).toBe(200);

    const resources = async (who: Account) =>
      new Set(((await server.request('GET', '/trash', as(who))).body as { resource: string }[]).map((i) => i.resource));
    expect(await resources(admin)).toEqual(new Set(['enquiries', 'news']));
    expect(await resources(editor)).toEqual(new Set(['news']));

    const before = await fingerprint(server);
    for (const [method, path] of [
      ['GET', '/trash?resource=enquiries'],
      ['POST', `/trash/enquiries/${enquiry}/restore`],
      ['DELETE', `/trash/enquiries/${enquiry}`],
    ]) {
      const reply = await server.request(method!, path!, as(editor));
      expect(reply.status, path).toBe(403);
      expect(reply.body.message).toBe('Only an admin may do this.');
    }
    expect(await fingerprint(server)).toEqual(before);
    expect((await server.request('POST', `/trash/news/${news}/restore`, as(editor))).status).toBe(200);
  });
});

describe('assignees', () => {
  it('are every sales person and admin; a request is assigned to one, and found by “assigned to me”', async () => {
    const { body: people } = await server.request('GET', '/assignees', as(sales));
    const emails = (people as { email: string; role: string }[]).map((person) => person.email);
    expect(emails).toEqual(expect.arrayContaining([admin.email, sales.email]));
    expect(emails).not.toContain(editor.email);

    const id = (await server.request('POST', '/enquiries', { json: bodies.enquiries(4) })).body.insertedId;
    const assign = (email: string) => server.request('PATCH', `/enquiries/${id}`, as(sales, { assignee: email }));
    expect((await assign(editor.email)).body).toMatchObject({ statusCode: 400, message: ASSIGNEE_NOT_STAFF });
    expect((await assign(sales.email)).status).toBe(200);
    const mine = await server.request('GET', `/inbox?assignee=${encodeURIComponent(sales.email)}`, as(sales));
    expect(mine.body.items.map((item: { _id: string }) => item._id)).toEqual([id]);
  });
});
