import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenVerifier } from '../src/auth/token-verifier.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * A client may hang up while the API is still checking its token. What is left of the request must
 * not turn into a 500 with a stack in the error log (the client's address is gone with its socket),
 * which would flood the log and raise false alerts.
 */
let server: TestServer;
/** Errors that would be answered as a 500 and logged with their stack (a 404 is the caller's answer). */
let errors: unknown[] = [];
/** Resolves the verification under way: the test lets it finish once the client has hung up. */
let finishVerification: () => void = () => {};

const slowVerifier: TokenVerifier = {
  verify: () =>
    new Promise((resolve) => {
      finishVerification = () =>
        resolve({ uid: 'gone-uid', email: 'gone@example.com', emailVerified: true, displayName: undefined });
    }),
  close: async () => {},
};

beforeAll(async () => {
  server = await startTestServer(
    { NODE_ENV: 'production', ADMIN_EMAILS: 'gone@example.com' },
    {
      verifier: slowVerifier,
      beforeListen: (app) =>
        app.addHook('onError', async (_request, _reply, error: { statusCode?: number }) => {
          if ((error.statusCode ?? 500) >= 500) errors.push(error);
        }),
    },
  );
});
afterAll(() => server?.close());

/** Sends a request over a raw socket and closes the socket as soon as the API has read it. */
async function hangUpDuringVerification(request: string) {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const verifying = new Promise<void>((resolve) => {
    const previous = slowVerifier.verify;
    slowVerifier.verify = (...args) => {
      slowVerifier.verify = previous;
      const pending = previous(...args);
      resolve();
      return pending;
    };
  });
  socket.write(request);
  await verifying;
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
  finishVerification();
  // The hooks after the check run now, with the socket gone.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a request whose client hangs up', () => {
  it.each([
    ['an admin read (the per-address limit)', 'GET /users HTTP/1.1'],
    ['an admin write', 'DELETE /delete-news/ffffffffffffffffffffffff HTTP/1.1'],
  ])('raises no error during %s', async (_name, line) => {
    errors = [];
    await hangUpDuringVerification(`${line}\r\nHost: localhost\r\nAuthorization: Bearer slow\r\n\r\n`);
    expect(errors).toEqual([]);
    // The API still answers the next caller.
    expect((await server.request('GET', '/healthz')).status).toBe(200);
  });
});
