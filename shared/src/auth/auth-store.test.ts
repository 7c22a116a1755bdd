import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthProvider, AuthUser } from './auth-provider.ts';
import { authStore, getIdToken, resetAuth, retryAdminCheck, signIn, signOut, startAuth } from './auth-store.ts';

/** A provider whose user the test sets, as Firebase would report it. */
function scriptedProvider() {
  let listener: ((user: AuthUser | null) => void) | undefined;
  const provider: AuthProvider & { report(user: AuthUser | null): void } = {
    onUserChanged(callback) {
      listener = callback;
      return () => (listener = undefined);
    },
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => listener?.(null)),
    sendPasswordReset: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => 'id-token'),
    report: (user) => listener?.(user),
  };
  return provider;
}

/**
 * The API's GET /admin/{email}, on a real port: admins are listed here; `down` makes it fail. The
 * answers for an e-mail in `slow` wait until `releaseSlow()` (and are made then, so `down` set
 * before releasing turns them into failures): an older answer can then arrive after a newer one.
 */
const admins = new Set(['boss@texbridge.test', 'late-boss@texbridge.test']);
const seen: { path: string; authorization: string | undefined }[] = [];
const slow = new Set<string>();
const waiting: (() => void)[] = [];
const releaseSlow = () => waiting.splice(0).forEach((reply) => reply());
let down = false;
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ path: request.url!, authorization: request.headers.authorization });
    const email = decodeURIComponent(request.url!.replace('/admin/', ''));
    const reply = () => {
      if (down)
        return void response.writeHead(503).end(JSON.stringify({ statusCode: 503, error: 'x', message: 'API down' }));
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ isAdmin: admins.has(email) }));
    };
    if (slow.has(email)) waiting.push(reply);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  resetAuth();
  slow.clear();
  releaseSlow();
  seen.length = 0;
  down = false;
});

const settled = () => vi.waitFor(() => expect(authStore.getState().adminLoading).toBe(false));

describe('the auth store (docs/spec.md §4)', () => {
  it('starts with auth loading, no user, not admin and the admin check loading', () => {
    expect(authStore.getState()).toEqual({
      user: null,
      authLoading: true,
      isAdmin: false,
      adminLoading: true,
      adminError: null,
      signedOut: false,
    });
  });

  it('stops loading when the provider reports nobody, and stays not-admin', async () => {
    const provider = scriptedProvider();
    await startAuth({ apiUrl, connect: async () => provider });
    provider.report(null);
    expect(authStore.getState()).toMatchObject({ user: null, authLoading: false, isAdmin: false, adminLoading: true });
    expect(seen).toEqual([]);
  });

  it('asks the server with the ID token and sets isAdmin from its answer', async () => {
    const provider = scriptedProvider();
    await startAuth({ apiUrl, connect: async () => provider });
    provider.report({ uid: 'u1', email: 'boss@texbridge.test', displayName: 'Boss' });
    expect(authStore.getState()).toMatchObject({ authLoading: false, isAdmin: false, adminLoading: true });
    await settled();
    expect(authStore.getState()).toMatchObject({ user: { email: 'boss@texbridge.test' }, isAdmin: true });
    expect(seen).toEqual([{ path: '/admin/boss%40texbridge.test', authorization: 'Bearer id-token' }]);
  });

  it('reports a non-admin as such', async () => {
    const provider = scriptedProvider();
    await startAuth({ apiUrl, connect: async () => provider });
    provider.report({ uid: 'u2', email: 'member@texbridge.test', displayName: null });
    await settled();
    expect(authStore.getState().isAdmin).toBe(false);
  });

  it('keeps the admin check loading with the error when the server fails, and retries', async () => {
    const provider = scriptedProvider();
    await startAuth({ apiUrl, connect: async () => provider });
    down = true;
    provider.report({ uid: 'u1', email: 'boss@texbridge.test', displayName: null });
    await vi.waitFor(() => expect(authStore.getState().adminError).toBe('API down'));
    expect(authStore.getState()).toMatchObject({ isAdmin: false, adminLoading: true });
    down = false;
    await retryAdminCheck();
    expect(authStore.getState()).toMatchObject({ isAdmin: true, adminLoading: false, adminError: null });
  });

  it('clears the user on sign-out', async () => {
    const provider = scriptedProvider();
    await startAuth({ apiUrl, connect: async () => provider });
    provider.report({ uid: 'u1', email: 'boss@texbridge.test', displayName: null });
    await settled();
    await signOut();
    expect(provider.signOut).toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ user: null, isAdmin: false, adminLoading: true, signedOut: true });
    provider.report({ uid: 'u1', email: 'boss@texbridge.test', displayName: null });
    expect(authStore.getState().signedOut).toBe(false);
  });

  it('connects once however often it is started, and passes sign-in through', async () => {
    const provider = scriptedProvider();
    const connect = vi.fn(async () => provider);
    await Promise.all([startAuth({ apiUrl, connect }), startAuth({ apiUrl, connect })]);
    expect(connect).toHaveBeenCalledTimes(1);
    await signIn('boss@texbridge.test', 'pw');
    expect(provider.signIn).toHaveBeenCalledWith('boss@texbridge.test', 'pw');
    expect(await getIdToken()).toBe('id-token');
  });

  it('signs in once the SDK has arrived when Sign In is pressed while it is still loading', async () => {
    const provider = scriptedProvider();
    let arrive!: (connected: typeof provider) => void;
    void startAuth({ apiUrl, connect: () => new Promise((resolve) => (arrive = resolve)) });
    const signingIn = signIn('boss@texbridge.test', 'pw');
    expect(provider.signIn).not.toHaveBeenCalled();
    arrive(provider);
    await signingIn;
    expect(provider.signIn).toHaveBeenCalledWith('boss@texbridge.test', 'pw');
  });

  it('says sign-in is not ready when nothing has started it', async () => {
    await expect(signIn('boss@texbridge.test', 'pw')).rejects.toThrow('startAuth() has not been called');
  });

  /**
   * An admin's answers are held on the server until the member's has arrived. The first is asked by
   * the provider's report; the second, by retryAdminCheck, is one the test can await, so the
   * assertion runs only after an older answer has really arrived last. (An e-mail of its own: an
   * earlier test's late request for the boss must not be held here.)
   */
  async function answerLateForAnAdmin() {
    const provider = scriptedProvider();
    await startAuth({ apiUrl, connect: async () => provider });
    slow.add('late-boss@texbridge.test');
    provider.report({ uid: 'u1', email: 'late-boss@texbridge.test', displayName: null });
    const olderCheck = retryAdminCheck();
    await vi.waitFor(() => expect(waiting).toHaveLength(2));
    provider.report({ uid: 'u2', email: 'member@texbridge.test', displayName: null });
    await settled();
    expect(authStore.getState()).toMatchObject({ user: { uid: 'u2' }, isAdmin: false, adminError: null });
    return { olderCheck };
  }

  it('ignores an older admin answer that arrives after the user changed', async () => {
    const { olderCheck } = await answerLateForAnAdmin();
    releaseSlow();
    await olderCheck;
    expect(authStore.getState()).toMatchObject({ user: { uid: 'u2' }, isAdmin: false, adminLoading: false });
  });

  it('ignores an older failed admin check that arrives after the user changed', async () => {
    const { olderCheck } = await answerLateForAnAdmin();
    down = true;
    releaseSlow();
    await olderCheck;
    expect(authStore.getState()).toMatchObject({ user: { uid: 'u2' }, isAdmin: false, adminError: null });
  });
});
