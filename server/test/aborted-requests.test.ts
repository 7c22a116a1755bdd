import { EventEmitter } from 'node:events';
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
/** The API's own word on each request: 'abort' when it sees the client gone, 'send' when it answers (URL as argument). */
const lifecycle = new EventEmitter();
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
      beforeListen: (app) => {
        app.addHook('onError', async (_request, _reply, error: { statusCode?: number }) => {
          if ((error.statusCode ?? 500) >= 500) errors.push(error);
        });
        app.addHook('onRequestAbort', async (request) => void lifecycle.emit('abort', request.url));
        app.addHook('onSend', async (request) => void lifecycle.emit('send', request.url));
      },
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
  const url = request.split(' ')[1];
  const seen = (event: string) =>
    new Promise<void>((resolve) => {
      const listener = (of: string) => of === url && (lifecycle.off(event, listener), resolve());
      lifecycle.on(event, listener);
    });
  const [aborted, answered] = [seen('abort'), seen('send')];
  socket.write(request);
  await verifying;
  socket.destroy();
  await aborted;
  finishVerification();
  // The hooks after the check run now, with the socket gone, up to the answer nobody reads (or a 500).
  await answered;
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
