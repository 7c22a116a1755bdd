import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHeaderLines, headerLinesPlugin, sendWithHeaderLines } from '../src/lib/header-lines.ts';

/** The API's common headers, handed over by hooks as prebuilt lines, over real HTTP. */
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify();
  await app.register(headerLinesPlugin);
  app.addHook('onRequest', (_request, reply, done) => {
    addHeaderLines(reply, ['x-frame-options', 'DENY', 'vary', 'Origin']);
    addHeaderLines(reply, ['x-ratelimit-remaining', '9']);
    done();
  });
  app.get('/ordinary', async () => ({ ok: true }));
  app.get('/own-frame-policy', async (_request, reply) => reply.header('X-Frame-Options', 'SAMEORIGIN').send('framed'));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  app.get('/prepared', (_request, reply) => {
    const body = Buffer.from('{"prepared":true}');
    sendWithHeaderLines(reply, 200, ['content-type', 'application/json', 'content-length', String(body.length)], body);
  });
  app.get('/prepared-after-header', (_request, reply) => {
    reply.header('X-Frame-Options', 'SAMEORIGIN').header('set-cookie', ['a=1', 'b=2']);
    sendWithHeaderLines(reply, 200, ['content-type', 'text/plain', 'content-length', '2'], Buffer.from('ok'));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(() => app?.close());

const common = (headers: Headers) => ({
  frame: headers.get('x-frame-options'),
  vary: headers.get('vary'),
  remaining: headers.get('x-ratelimit-remaining'),
});

describe('header lines', () => {
  it('are on an ordinary answer and on an error', async () => {
    for (const [path, status] of [
      ['/ordinary', 200],
      ['/fails', 500],
      ['/no-such-route', 404],
    ] as const) {
      const reply = await fetch(url + path);
      expect(reply.status, path).toBe(status);
      expect(common(reply.headers), path).toEqual({ frame: 'DENY', vary: 'Origin', remaining: '9' });
    }
  });

  it('give way to a header of the same name that the route set itself, in any case', async () => {
    const reply = await fetch(url + '/own-frame-policy');
    expect(await reply.text()).toBe('framed');
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.get('vary')).toBe('Origin');
  });

  it('are written once with a prepared answer, and a HEAD gets its headers without the body', async () => {
    const reply = await fetch(url + '/prepared');
    expect(await reply.json()).toEqual({ prepared: true });
    expect(common(reply.headers)).toEqual({ frame: 'DENY', vary: 'Origin', remaining: '9' });
    expect(reply.headers.get('content-type')).toBe('application/json');

    // On one connection: the HEAD's answer ends with its headers, and the GET after it is answered whole.
    const exchange = await rawExchange(
      'HEAD /prepared HTTP/1.1\r\nHost: test\r\n\r\nGET /prepared HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n',
    );
    const answers = exchange.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answers[0]).toContain('\r\ncontent-length: 17\r\n');
    expect(answers[0]).toContain('\r\nx-frame-options: DENY\r\n');
    expect(answers[0]!.endsWith('\r\n\r\n')).toBe(true);
    expect(answers[1]!.endsWith('\r\n\r\n{"prepared":true}')).toBe(true);
  });

  it('keep what was set on the reply itself before a prepared answer, which wins over a line of its name', async () => {
    const reply = await fetch(url + '/prepared-after-header');
    expect(await reply.text()).toBe('ok');
    expect(reply.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(reply.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(reply.headers.get('vary')).toBe('Origin');
  });
});

/** Writes `requests` on one connection and reads until the server closes it. */
function rawExchange(requests: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(requests));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}
