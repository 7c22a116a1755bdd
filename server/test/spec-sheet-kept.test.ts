import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productExample, type Product } from '@texbridge/shared/resources/products';
import { specSheetPath } from '@texbridge/shared/resources/public-reads';
import { buildApp } from '../src/app.ts';
import { inEnglish } from '@texbridge/shared/locales/words';
import { renderSpecSheet } from '../src/catalogue/spec-sheet.ts';
import { sheetsDrawn } from '../src/catalogue/spec-sheet-pool.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { redisServerPath, startRedis } from './helpers/redis.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * docs/spec-sheet.md, how sheets are drawn and kept: in a worker thread, so the API keeps answering while
 * one draws; once per version for every instance, in the file store they share; a limit on drawing per
 * address; and text PDFKit once took seconds over (one unbroken word) drawn within a bound.
 */
const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The longest description the field rules take, as one word: 1.4–1.9 s of PDFKit on the event loop before. */
const LONG_WORD = Array.from({ length: 10_000 }, (_, n) => 'abcdefghijklmnopqrstuvwxyz'[n % 26]).join('');
/** The longest the event loop may be held while a sheet draws: the event loop is not PDFKit's. */
const BLOCKED_MOST_MS = 200;
/** The CPU one sheet of that word may take to draw (it took 600–1,900 ms). */
const LONG_WORD_CPU_MS = 200;
const SHEET_DRAW_LIMIT = 2;

let admin: Account;
let server: TestServer;
/** A second instance of the API: the same database and the same upload folder (the file store), its own memory. */
let second: FastifyInstance;
let secondUrl: string;
let limited: TestServer;
const scratch = mkdtempSync(join(tmpdir(), 'texbridge-sheets-kept-'));

beforeAll(async () => {
  admin = await createAccount('sheet-kept-admin');
  [server, limited] = await Promise.all([
    startTestServer({ ADMIN_EMAILS: admin.email }),
    startTestServer({ ADMIN_EMAILS: admin.email, SHEET_DRAW_LIMIT_MAX: String(SHEET_DRAW_LIMIT) }),
  ]);
  second = await buildApp({ config: server.config, database: server.database });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
  for (const api of [server, limited])
    expect((await api.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await second?.close();
  await Promise.all([server?.close(), limited?.close()]);
  rmSync(scratch, { recursive: true, force: true });
});

async function addProduct(api: TestServer, change: Record<string, unknown> = {}) {
  const reply = await api.request('POST', '/add-products', {
    token: admin.token,
    json: { ...bodies.products(1), ...change },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.insertedId as string;
}

async function sheet(url: string, id: string) {
  const reply = await fetch(url + specSheetPath(id));
  return { reply, pdf: Buffer.from(await reply.arrayBuffer()) };
}

/** The sheets of a product the file store holds (the upload folder, STORAGE=local). */
const storedSheets = (id: string) =>
  readdirSync(server.config.uploadDir).filter((name) => name.startsWith(`spec-sheet-${id}-`));

describe('GET /products/{id}/sheet.pdf, drawn off the event loop', () => {
  it(`keeps the event loop free, and /healthz answering, while a one-word 10,000-character description draws`, async () => {
    const id = await addProduct(server, { desc: LONG_WORD });
    // The API runs in this process: the delay of its event loop is measured here. The largest delay, not
    // /healthz's round trip, is what is bounded: on a loaded machine a round trip waits for the CPU too.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let drawing = true;
    const drawn = sheet(server.url, id).finally(() => (drawing = false));
    let answered = 0;
    while (drawing) {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      answered += 1;
    }
    delay.disable();
    expect((await drawn).reply.status).toBe(200);
    expect(answered).toBeGreaterThan(0);
    expect(delay.max / 1e6).toBeLessThan(BLOCKED_MOST_MS);
  });
});

describe('GET /products/{id}/sheet.pdf, kept in the file store by version', () => {
  it('is drawn once for every instance: a second instance sharing the store answers it without drawing', async () => {
    const id = await addProduct(server);
    const before = sheetsDrawn();
    const first = await sheet(server.url, id);
    expect(first.reply.status).toBe(200);
    expect(storedSheets(id)).toHaveLength(1);
    expect(sheetsDrawn()).toBe(before + 1);

    const other = await sheet(secondUrl, id);
    expect(other.reply.status).toBe(200);
    expect(other.pdf.equals(first.pdf)).toBe(true);
    expect(sheetsDrawn()).toBe(before + 1);
  });

  it('is drawn again, once, after an edit: a new version, stored beside the old', async () => {
    const id = await addProduct(server, { moq: { value: 1500, unit: 'm' } });
    expect((await sheet(server.url, id)).reply.status).toBe(200);
    const edited = await server.request('PUT', `/product/${id}`, {
      token: admin.token,
      json: { moq: { value: 3000, unit: 'm' } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const before = sheetsDrawn();
    const fresh = await sheet(secondUrl, id);
    expect(storedSheets(id)).toHaveLength(2);
    expect(sheetsDrawn()).toBe(before + 1);
    expect((await sheet(server.url, id)).pdf.equals(fresh.pdf)).toBe(true);
    expect(sheetsDrawn()).toBe(before + 1);
    if (poppler) {
      const file = join(scratch, `${id}.pdf`);
      writeFileSync(file, fresh.pdf);
      expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('3,000 m');
    }
  });
});

describe('GET /products/{id}/sheet.pdf, limited', () => {
  it(`draws SHEET_DRAW_LIMIT_MAX sheets a minute for one address, then answers 429 with a sentence and Retry-After; kept sheets still come`, async () => {
    const ids = [];
    for (let n = 0; n <= SHEET_DRAW_LIMIT; n++) ids.push(await addProduct(limited));
    for (const id of ids.slice(0, SHEET_DRAW_LIMIT)) expect((await sheet(limited.url, id)).reply.status).toBe(200);

    const refused = await sheet(limited.url, ids[SHEET_DRAW_LIMIT]!);
    expect(refused.reply.status).toBe(429);
    expect(Number(refused.reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.pdf.toString()).message).toMatch(
      /^Too many new spec sheets asked for from this address; please try again in \d+ seconds?\.$/,
    );
    // Already drawn: kept, so not a draw, and not refused.
    expect((await sheet(limited.url, ids[0]!)).reply.status).toBe(200);
  });
});

describe.skipIf(!redisServerPath)('GET /products/{id}/sheet.pdf, limited across instances through Redis', () => {
  it("counts one address's drawings together on every instance", async () => {
    const redis = await startRedis();
    const env = { ADMIN_EMAILS: admin.email, REDIS_URL: redis.url, SHEET_DRAW_LIMIT_MAX: String(SHEET_DRAW_LIMIT) };
    const [a, b] = await Promise.all([startTestServer(env), startTestServer(env)]);
    try {
      for (const api of [a, b])
        expect((await api.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
      const statuses = [];
      for (const api of [a, b, a]) statuses.push((await sheet(api.url, await addProduct(api))).reply.status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await redis.kill();
    }
  });
});

describe('a description of one unbroken word', () => {
  it(`draws in under ${LONG_WORD_CPU_MS} ms of CPU`, async () => {
    const product = { ...productExample(), _id: 'long-word', desc: LONG_WORD } as Product;
    const input = {
      product,
      siteName: 'TexBridge',
      productUrl: 'https://texbridge.example/p',
      generatedAt: new Date(0),
      locale: 'en' as const,
    };
    // Warmed first: the first sheet of a thread parses the fonts. CPU time, not the clock's: other
    // processes on the machine do not count.
    await renderSpecSheet({ ...input, product: productExample() as Product }, inEnglish);
    const before = process.cpuUsage();
    await renderSpecSheet(input, inEnglish);
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(LONG_WORD_CPU_MS);
  });

  it.skipIf(!poppler)('is printed, wrapped across lines and cut with an ellipsis where its box ends', async () => {
    const id = await addProduct(server, { desc: LONG_WORD });
    const { pdf } = await sheet(server.url, id);
    const file = join(scratch, `${id}.pdf`);
    writeFileSync(file, pdf);
    const lines = execFileSync('pdftotext', [file, '-']).toString().split('\n');
    const wrapped = lines.filter((line) => /^[a-z]{20,}…?$/.test(line));
    expect(wrapped.length).toBeGreaterThan(3);
    const printed = wrapped.join('');
    expect(printed.endsWith('…')).toBe(true);
    expect(LONG_WORD.startsWith(printed.slice(0, -1))).toBe(true);
    expect(printed.length).toBeGreaterThan(300);
  });
});
