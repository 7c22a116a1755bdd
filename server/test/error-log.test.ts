import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sliders } from '../src/platform/database/schema.ts';
import { registerErrorHandlers } from '../src/platform/errors.ts';
import { openTestDatabase } from './helpers/database.ts';

/**
 * A 500 is logged so that it can be debugged, but without echoing what the caller sent: drizzle's
 * error message ends in the query's parameters, and PostgreSQL quotes refused values (docs/security.md).
 * The app here has the API's error handlers and a real database; the queries fail for real.
 */
const SECRET = 'buyer-secret-7f3a91@example.com';

let app: FastifyInstance;
let url: string;
let drop: () => Promise<void>;
let lines: string[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  const { db } = opened.database;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandlers(app);
  app.post('/cast', async (request) => {
    const { value } = request.body as { value: string };
    return db.execute(sql`select ${value}::int as n`);
  });
  app.post('/insert', async (request) => {
    const { title } = request.body as { title: string };
    await db.insert(sliders).values({ _id: 'a'.repeat(24), title, caption: 'c', sliderImage: '/uploads/x.webp' });
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});
beforeEach(() => {
  lines = [];
});

const post = (path: string, body: unknown) =>
  fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a 500 in the log', () => {
  it.each([
    [
      'a value PostgreSQL refuses to cast',
      '/cast',
      { value: SECRET },
      '22P02',
      /invalid input syntax for type integer/,
    ],
    ['a NUL character in text', '/insert', { title: `${SECRET}\u0000` }, /^(22021|22P05)$/, /./],
  ])('%s: the client reads a sentence; the log has the class, code and query, not the value', async (...args) => {
    const [, path, body, code, message] = args;
    const reply = await post(path, body);
    expect(reply.status).toBe(500);
    expect(await reply.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on the server; please try again.',
    });
    const log = lines.join('\n');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('buyer-secret');
    expect(log).not.toMatch(/params:/);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; failure?: any });
    const failed = entries.find((entry) => entry.msg === 'Request failed');
    expect(failed?.level).toBe(50);
    expect(failed?.failure).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: expect.stringMatching(/^(select|insert)/),
      stack: expect.stringMatching(/^at /),
      cause: { code: expect.stringMatching(code), message: expect.stringMatching(message) },
    });
  });
});
