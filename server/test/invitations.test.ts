import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ensureAccount } from '@texbridge/scripts/emulator';
import { INVITATION_PATHS } from '@texbridge/shared/resources/users';
import { activity, invitations, outbox, users } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { freePort } from './helpers/ports.ts';
import { fingerprint } from './helpers/snapshot.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * Invitations (docs/security.md, "Invitations"): an admin invites an e-mail to a role; the invitee is e-mailed
 * a Firebase link to choose a password through the outbox (a real SMTP server here), and the role waits for
 * the e-mail's next sign-in (the Auth emulator's real tokens), listed until then, withdrawable.
 */

const SITE_URL = 'https://texbridge.example';
const fresh = (label: string) => `${label}-${randomBytes(4).toString('hex')}@texbridge.test`;

/** A real SMTP server that keeps every message it is given. */
async function startSmtp(port: number) {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 200,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((to) => to.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', () => resolve()));
  return {
    to: (address: string) => received.filter((item) => item.to.includes(address)).map((item) => item.mail),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  NOTIFY_EMAILS: 'sales@texbridge.example',
  SITE_URL,
});

/** Follows the e-mail's link as the invitee would: chooses a password, then signs in with it. */
async function choosePassword(link: string, email: string) {
  const host = inject('emulatorHost');
  const oobCode = new URL(link).searchParams.get('oobCode');
  expect(oobCode, link).toBeTruthy();
  const reset = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: 'invited-pass-9' }),
  });
  expect(reset.status, await reset.clone().text()).toBe(200);
  return ensureAccount(host, { email, password: 'invited-pass-9' });
}

let admin: Account;
let editor: Account;
beforeAll(async () => {
  [admin, editor] = await Promise.all([createAccount('admin'), createAccount('editor')]);
});

describe('with e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  const invite = (body: unknown, by = admin) =>
    server.request('POST', INVITATION_PATHS.list, { token: by.token, json: body });

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    server = await startTestServer({ ...mailEnv(port), ADMIN_EMAILS: admin.email, EDITOR_EMAILS: editor.email });
    for (const who of [admin, editor]) await server.request('GET', '/me', { token: who.token });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('e-mails a sign-in link, lists the invitation until the first sign-in, and gives the role there', async () => {
    const email = fresh('new-sales');
    const reply = await invite({ email: email.toUpperCase(), role: 'sales' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ acknowledged: true, insertedId: expect.any(String), emailed: true });
    const { body: waiting } = await server.request('GET', INVITATION_PATHS.list, { token: admin.token });
    expect(waiting).toContainEqual({
      _id: reply.body.insertedId,
      email,
      role: 'sales',
      invitedBy: admin.email,
      invitedAt: expect.any(String),
    });

    const [mail] = await vi.waitFor(
      () => {
        expect(smtp.to(email)).toHaveLength(1);
        return smtp.to(email);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(mail!.subject).toBe('You are invited to TexBridge’s dashboard as sales');
    expect(mail!.text).toContain(`${admin.email} has invited you to TexBridge’s dashboard as a sales person`);
    expect(mail!.text).toContain(`${SITE_URL}/admin`);
    const link = /^(http\S+oobCode=\S+)$/m.exec(mail!.text ?? '')?.[1];
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.subjectId, reply.body.insertedId));
    expect(row).toMatchObject({ audience: 'invitee', subjectTable: 'invitations', to: [email], state: 'sent' });

    // The invitee follows the link (the account was made for them), then signs in: the role is theirs.
    const invited = await choosePassword(link!, email);
    const me = await server.request('GET', '/me', { token: invited.idToken });
    expect(me.body).toMatchObject({ email, role: 'sales' });
    expect((await server.request('GET', '/inbox', { token: invited.idToken })).status).toBe(200);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.roleGrantedBy).toMatch(/^user:/);
    const after = (await server.request('GET', INVITATION_PATHS.list, { token: admin.token })).body;
    expect(after.map((one: { email: string }) => one.email)).not.toContain(email);

    const [line] = await server.database.db.select().from(activity).where(eq(activity.recordId, reply.body.insertedId));
    expect(line).toMatchObject({ action: 'invite', title: email, detail: 'Invited as sales', actorRole: 'admin' });
  });

  it('refuses an e-mail that is staff already, or invited already, naming the role; and an unknown role', async () => {
    const before = await fingerprint(server);
    const staff = await invite({ email: editor.email, role: 'sales' });
    expect(staff.status).toBe(409);
    expect(staff.body.message).toBe(`${editor.email} is already an editor; change their role under Users.`);
    const unknown = await invite({ email: fresh('someone'), role: 'owner' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('role must be one of admin, editor, sales');
    expect((await invite({ email: 'not-an-email', role: 'sales' })).status).toBe(400);
    expect(await fingerprint(server)).toEqual(before);

    const email = fresh('twice');
    expect((await invite({ email, role: 'editor' })).status).toBe(200);
    const again = await invite({ email, role: 'sales' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `${email} is already invited as editor; withdraw that invitation first to invite them to another role.`,
    );
  });
});

describe('with e-mail failing', () => {
  it('withdraws an invitation and the e-mail not yet sent; the e-mail then signs in with no role', async () => {
    // An SMTP port nothing listens on: the e-mail waits in the outbox, failed, to be retried.
    const server = await startTestServer({ ...mailEnv(await freePort()), ADMIN_EMAILS: admin.email });
    try {
      await server.request('GET', '/me', { token: admin.token });
      const email = fresh('withdrawn');
      const { body } = await server.request('POST', INVITATION_PATHS.list, {
        token: admin.token,
        json: { email, role: 'editor' },
      });
      const id = body.insertedId as string;
      const queued = () => server.database.db.select().from(outbox).where(eq(outbox.subjectId, id));
      await vi.waitFor(async () => expect((await queued())[0]?.state).toBe('failed'), { timeout: 20_000 });
      const link = /^(http\S+oobCode=\S+)$/m.exec((await queued())[0]!.text)?.[1];

      const gone = await server.request('DELETE', `/invitations/${id}`, { token: admin.token });
      expect(gone.body).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await queued()).toEqual([]);
      expect(await server.database.db.select().from(invitations).where(eq(invitations._id, id))).toEqual([]);
      const again = await server.request('DELETE', `/invitations/${id}`, { token: admin.token });
      expect(again).toMatchObject({ status: 404, body: { message: `No invitation with id ${id}.` } });

      const [line] = await server.database.db.select().from(activity).where(eq(activity.action, 'withdraw-invitation'));
      expect(line).toMatchObject({ recordId: id, title: email, detail: 'Invited as editor' });
      // The link still lets them choose a password (the account is Firebase's), but no role waits any more.
      const signedIn = await choosePassword(link!, email);
      expect((await server.request('GET', '/me', { token: signedIn.idToken })).body).toMatchObject({
        email,
        role: null,
      });
    } finally {
      await server.close();
    }
  });
});

describe('without e-mail', () => {
  it('keeps the invitation for the next sign-in, and says no e-mail was sent', async () => {
    const server = await startTestServer({ ADMIN_EMAILS: admin.email });
    try {
      await server.request('GET', '/me', { token: admin.token });
      const invitee = await createAccount('quiet');
      const reply = await server.request('POST', INVITATION_PATHS.list, {
        token: admin.token,
        json: { email: invitee.email, role: 'editor' },
      });
      expect(reply.body).toMatchObject({ emailed: false });
      expect(await server.database.db.select().from(outbox)).toEqual([]);
      expect((await server.request('GET', '/me', { token: invitee.token })).body).toMatchObject({ role: 'editor' });
    } finally {
      await server.close();
    }
  });
});
