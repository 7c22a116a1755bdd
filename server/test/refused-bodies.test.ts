import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RFQ_LIMITS, RFQ_MESSAGES } from '@texbridge/shared/resources/rfq-form';
import { messages } from '@texbridge/shared/api/messages';
import { createAccount, type Account } from './helpers/accounts.ts';
import { pdfOf, rawForm } from './helpers/rfqs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * A multipart form refused before its files are read (a robot's request for quotation, an upload under the
 * wrong field name) is answered at once, and the rest of its body is then read and dropped, as Node drops
 * any body nobody reads: the connection stays usable for the client's next request, rather than stalling
 * with the body half sent until the keep-alive timeout (docs/security.md, "Failure behaviour").
 */
let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '100000' });
  await server.request('GET', `/admin/${admin.email}`, { token: admin.token });
});
afterAll(() => server?.close());

/** An HTTP/1.1 client on one raw socket: answers are read one after another, as keep-alive sends them. */
function rawClient(socket: Socket) {
  let received = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    waiting?.();
  });
  /** The next whole answer's status and body, or a rejection after `ms`. */
  const next = (ms: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      const check = () => {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = received.subarray(0, end).toString('latin1');
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length < end + 4 + length) return;
        const body = received.subarray(end + 4, end + 4 + length).toString('utf8');
        received = received.subarray(end + 4 + length);
        waiting = undefined;
        clearTimeout(timer);
        resolve({ status: Number(head.split(' ')[1]), body });
      };
      waiting = check;
      check();
    });
  return { next };
}

/**
 * Posts `form` over a fresh socket, writing the whole body, reads the refusal, then asks for /healthz on the
 * same connection: returns both answers.
 */
async function refusedThenNext(path: string, form: ReturnType<typeof rawForm>, token?: string) {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  try {
    const client = rawClient(socket);
    const headers = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Content-Type: ${form.headers['content-type']}`,
      `Content-Length: ${form.raw.length}`,
      ...(token ? [`Authorization: Bearer ${token}`] : []),
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n`);
    socket.write(form.raw);
    const refusal = await client.next(10_000);
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const after = await client.next(10_000);
    return { refusal, after };
  } finally {
    socket.destroy();
  }
}

/** A real PDF over the attachment limit: far more than the socket's buffers hold. */
const hugePdf = () => pdfOf(RFQ_LIMITS.attachments.bytes + 1024);

describe('a multipart form refused before its files are read', () => {
  it('POST /rfqs from a robot: answered, and the connection then answers the next request', async () => {
    const fresh = (await server.request('GET', '/rfqs/start')).body.startToken as string;
    const form = rawForm([
      { name: 'rfq', content: JSON.stringify({ startToken: fresh }) },
      { name: 'attachments', filename: 'catalogue.pdf', type: 'application/pdf', content: hugePdf() },
    ]);
    const { refusal, after } = await refusedThenNext('/rfqs', form);
    expect([refusal.status, JSON.parse(refusal.body).message]).toEqual([400, RFQ_MESSAGES.tooFast]);
    expect(after.status).toBe(200);
  });

  it('POST /uploads under another field name: answered, and the connection then answers the next request', async () => {
    const form = rawForm([{ name: 'photo', filename: 'big.png', type: 'image/png', content: hugePdf() }]);
    const { refusal, after } = await refusedThenNext('/uploads', form, admin.token);
    expect([refusal.status, JSON.parse(refusal.body).message]).toEqual([400, messages.fileRequired]);
    expect(after.status).toBe(200);
  });
});
