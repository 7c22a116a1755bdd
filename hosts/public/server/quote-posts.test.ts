// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import type { RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';
import { createRenderServer, type Render, type RenderResult } from './app.ts';

// The render server as server/main.ts builds it, with a stub render and a stand-in for the API's
// POST /rfqs over real HTTP: what reaches the API from a /quote form sent without JavaScript. The API's
// own rules are held by server/test/rfqs.test.ts, and the whole journey by tests/e2e.

const SITE = 'https://texbridge.example';
const TOKEN = 'render-token-render-token-render';

let distDir: string;
beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'quote-posts-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface Received {
  headers: IncomingHttpHeaders;
  rfq: Record<string, unknown>;
  files: { name: string; type: string; text: string }[];
}

/** The API's POST /rfqs in small: a company is required, and the answer carries a reference. */
async function fakeApi() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const type = request.headers['content-type'] ?? '';
        const body = Buffer.concat(chunks);
        let rfq: Record<string, unknown>;
        const files: Received['files'] = [];
        if (type.startsWith('multipart/form-data')) {
          const form = await new Request('http://api/rfqs', {
            method: 'POST',
            headers: { 'content-type': type },
            body,
          }).formData();
          rfq = JSON.parse(String(form.get('rfq'))) as Record<string, unknown>;
          for (const file of form.getAll('attachments') as File[]) {
            files.push({ name: file.name, type: file.type, text: await file.text() });
          }
        } else {
          rfq = JSON.parse(body.toString()) as Record<string, unknown>;
        }
        received.push({ headers: request.headers, rfq, files });
        const answer = (status: number, payload: object) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(payload));
        };
        if (!String(rfq.company ?? '').trim()) {
          return answer(400, { statusCode: 400, error: 'Bad Request', message: 'company is required' });
        }
        // As the API without e-mail: no receipt follows.
        answer(200, { acknowledged: true, insertedId: 'r1', reference: 'RFQ-2026-000042', receipt: false });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const page = (title: string): RenderResult => ({
  status: 200,
  head: `<title>${title}</title>`,
  html: `<main><h1>${title}</h1></main>`,
  state: '<script>window.__state = {}</script>',
});

/** A render that shows the refused quote it was given, if any. */
const render = vi.fn<Render>(async (url, _config, options) => {
  const quote = (options as { quote?: RefusedRfqPost } | undefined)?.quote;
  return page(quote ? `${url} refused ${quote.failure.status} ${quote.failure.message}` : url);
});

/** The summary a render of /quote/sent was given. */
const sentOf = (call: Parameters<Render>) => (call[2] as { sent?: { rfq?: SentRfq } } | undefined)?.sent?.rfq;

async function start(apiUrl: string) {
  render.mockClear();
  const app = await createRenderServer({
    distDir,
    render,
    pageSearch: () => '',
    config: { siteName: 'TexBridge', apiUrl, siteUrl: SITE },
    apiToken: TOKEN,
  });
  closers.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  /** The form as a browser posts it: multipart, every field, and the file field even when empty. */
  const post = (
    fields: Record<string, string>,
    files: File[] = [],
    origin = SITE,
    language = 'en-GB,en;q=0.9',
    page = '/quote',
  ) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (files.length === 0) body.append('attachments', new File([], ''));
    for (const file of files) body.append('attachments', file);
    return fetch(`${base}${page}`, {
      method: 'POST',
      headers: { origin, 'accept-language': language },
      body,
      redirect: 'manual',
    });
  };
  return { base, post };
}

const typed = {
  'lines.0.productId': 'p1',
  'lines.0.title': 'Combed Cotton Yarn',
  'lines.0.quantity': '5,000',
  'lines.0.unit': 'kg',
  'lines.0.targetPrice': '',
  'lines.0.currency': 'USD',
  'lines.1.productId': 'p2',
  'lines.1.title': 'Single Jersey',
  'lines.1.quantity': '800',
  'lines.1.unit': 'm',
  'lines.1.targetPrice': '2.40',
  'lines.1.currency': 'EUR',
  company: 'Dhaka Knit Composite',
  name: 'Nadia Rahman',
  email: ' nadia@dhakaknit.example ',
  phone: '',
  country: 'BD',
  destination: 'Chattogram',
  incoterm: '',
  requiredBy: '',
  message: 'Line one\r\nLine two',
  website: '',
  startToken: '1700000000000.signature',
};

describe('a quote sent without JavaScript', () => {
  it('reaches the API as the page’s script sends it, then answers with a 303 to the page that names the reference', async () => {
    const api = await fakeApi();
    const { base, post } = await start(api.url);
    const response = await post(typed);

    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location).toBe('/quote/sent?reference=RFQ-2026-000042');
    // Sent: the basket kept for pages without scripts is emptied (quote-basket.ts), and what was sent goes to
    // the thank-you page, and to that page alone, in this browser's cookie (sent-cookie.ts).
    const [basket, summary] = response.headers.getSetCookie();
    expect(basket).toMatch(/^texbridge-quote=; Path=\/; Max-Age=0;/);
    expect(summary).toMatch(
      /^texbridge-sent-rfq=[\w-]+; Path=\/quote\/sent; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(api.received).toHaveLength(1);
    expect(api.received[0]!.headers['content-type']).toBe('application/json');
    expect(api.received[0]!.headers['x-visitor-address']).toBe('127.0.0.1');
    expect(api.received[0]!.rfq).toEqual({
      company: 'Dhaka Knit Composite',
      name: 'Nadia Rahman',
      email: 'nadia@dhakaknit.example',
      country: 'BD',
      destination: 'Chattogram',
      message: 'Line one\nLine two',
      lines: [
        { productId: 'p1', title: 'Combed Cotton Yarn', quantity: 5000, unit: 'kg' },
        { productId: 'p2', title: 'Single Jersey', quantity: 800, unit: 'm', targetPrice: 2.4, currency: 'EUR' },
      ],
      startToken: '1700000000000.signature',
    });

    const thanks = await fetch(`${base}${location}`, { headers: { cookie: summary!.split(';')[0]! } });
    expect(thanks.status).toBe(200);
    expect(thanks.headers.get('cache-control')).toBe('no-store');
    // A page of the site (the site's /quote/sent route, in the template), never a bare message page.
    expect(await thanks.text()).toContain('<div id="root"><main><h1>/quote/sent?reference=RFQ-2026-000042</h1>');
    expect(sentOf(render.mock.calls.at(-1)!)).toEqual({
      reference: 'RFQ-2026-000042',
      company: 'Dhaka Knit Composite',
      email: 'nadia@dhakaknit.example',
      lines: [
        { title: 'Combed Cotton Yarn', quantity: 5000, unit: 'kg' },
        { title: 'Single Jersey', quantity: 800, unit: 'm' },
      ],
      more: 0,
      receipt: false,
    });
  });

  it('from the Chinese quote page, lands on the Chinese thank-you page, which gets the summary', async () => {
    const api = await fakeApi();
    const { base, post } = await start(api.url);
    const response = await post(typed, [], SITE, 'zh-CN,zh;q=0.9', '/zh/quote');
    expect(response.status).toBe(303);
    // The page's language goes with the request, so the buyer's receipt is in Chinese (docs/quotes.md).
    expect(api.received[0]!.rfq).toMatchObject({ locale: 'zh', company: 'Dhaka Knit Composite' });
    expect(response.headers.get('location')).toBe('/zh/quote/sent?reference=RFQ-2026-000042');
    const summary = response.headers.getSetCookie()[1]!;
    expect(summary).toMatch(/; Path=\/zh\/quote\/sent;/);
    const thanks = await fetch(`${base}/zh/quote/sent?reference=RFQ-2026-000042`, {
      headers: { cookie: summary.split(';')[0]! },
    });
    expect(thanks.status).toBe(200);
    expect(render.mock.calls.at(-1)![0]).toBe('/zh/quote/sent?reference=RFQ-2026-000042');
    expect(sentOf(render.mock.calls.at(-1)!)).toMatchObject({ reference: 'RFQ-2026-000042' });
  });

  it('refused on the Chinese page: that page comes back around what was typed', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const response = await post({ ...typed, company: ' ' }, [], SITE, 'zh-CN', '/zh/quote');
    expect(response.status).toBe(400);
    expect(render.mock.calls.at(-1)![0]).toBe('/zh/quote?product=p1&product=p2');
  });

  it('shows what was sent only to the browser that sent it, and only under its own reference', async () => {
    const api = await fakeApi();
    const { base, post } = await start(api.url);
    const summary = (await post(typed)).headers.getSetCookie()[1]!.split(';')[0]!;
    const thanks = (reference: string, cookie = '') =>
      fetch(`${base}/quote/sent?reference=${reference}`, { headers: { cookie } }).then((response) => response.status);
    // The reference alone, which anyone can guess: the reference, nothing of the request.
    expect(await thanks('RFQ-2026-000042')).toBe(200);
    expect(sentOf(render.mock.calls.at(-1)!)).toBeUndefined();
    expect(render.mock.calls.at(-1)![0]).toBe('/quote/sent?reference=RFQ-2026-000042');
    // This browser's summary under another reference.
    expect(await thanks('RFQ-2026-000043', summary)).toBe(200);
    expect(sentOf(render.mock.calls.at(-1)!)).toBeUndefined();
    // A summary this server did not write (a line without its unit).
    const forged = Buffer.from(
      JSON.stringify({
        reference: 'RFQ-2026-000042',
        company: 'c',
        email: 'e',
        lines: [{ title: 't', quantity: '1' }],
        more: 0,
        receipt: true,
      }),
    ).toString('base64url');
    expect(await thanks('RFQ-2026-000042', `texbridge-sent-rfq=${forged}`)).toBe(200);
    expect(sentOf(render.mock.calls.at(-1)!)).toBeUndefined();
    // A malformed reference is not put in the page's address.
    expect(await thanks('%3Cscript%3E')).toBe(200);
    expect(render.mock.calls.at(-1)![0]).toBe('/quote/sent');
  });

  it('keeps a summary of fifty long lines within a cookie, counting the lines left out', async () => {
    const api = await fakeApi();
    const { base, post } = await start(api.url);
    const lines = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [
        [`lines.${index}.productId`, `p${index}`],
        [`lines.${index}.title`, `${'Organic combed compact cotton yarn '.repeat(6)}${index}`],
        [`lines.${index}.quantity`, '1,000,000'],
        [`lines.${index}.unit`, 'kg'],
      ]).flat(),
    ) as Record<string, string>;
    const summary = (await post({ ...typed, ...lines })).headers.getSetCookie()[1]!.split(';')[0]!;
    expect(summary.length).toBeLessThan(3600);
    await fetch(`${base}/quote/sent?reference=RFQ-2026-000042`, { headers: { cookie: summary } });
    const sent = sentOf(render.mock.calls.at(-1)!)!;
    expect(sent.lines.length).toBeGreaterThan(5);
    expect(sent.lines.length + sent.more).toBe(50);
    expect(sent.lines[0]!.title).toMatch(/^Organic combed compact cotton yarn .{40,}…$/);
  });

  it('reads amounts as the buyer’s language writes them: 2.500 kg at 2,85 EUR is 2,500 at 2.85 in German', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const german = { ...typed, 'lines.0.quantity': '2.500', 'lines.1.targetPrice': '2,85' };
    expect((await post(german, [], SITE, 'de-DE,de;q=0.9,en;q=0.8')).status).toBe(303);
    expect((api.received[0]!.rfq.lines as object[]).map((line) => line)).toMatchObject([
      { quantity: 2500 },
      { targetPrice: 2.85 },
    ]);
    // The same 2.500 from an English reader could be 2.5: it goes as typed, for the API to refuse with both readings.
    await post(german, [], SITE, 'en-US');
    expect(api.received[1]!.rfq.lines).toMatchObject([{ quantity: '2.500' }, { targetPrice: 2.85 }]);
  });

  it('forwards its files as multipart beside the request', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const pack = new File(['%PDF-1.4 tech pack'], 'tech-pack.pdf', { type: 'application/pdf' });
    expect((await post(typed, [pack])).status).toBe(303);
    expect(api.received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.received[0]!.files).toEqual([
      { name: 'tech-pack.pdf', type: 'application/pdf', text: '%PDF-1.4 tech pack' },
    ]);
    expect(api.received[0]!.rfq).toMatchObject({ company: 'Dhaka Knit Composite' });
  });

  it('is refused by the API: /quote comes back with the posted products, what was typed and the reason', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const response = await post({ ...typed, company: ' ' });

    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('/quote?product=p1&product=p2 refused 400 company is required');
    const quote = (render.mock.calls[0]![2] as { quote: RefusedRfqPost }).quote;
    expect(quote.values).toMatchObject({ company: ' ', 'lines.1.quantity': '800', message: 'Line one\nLine two' });
    expect(quote.hadAttachments).toBe(false);
  });

  it('does not ask for files again when none were attached: a browser sends the empty field as filename=""', async () => {
    const api = await fakeApi();
    const { base } = await start(api.url);
    const boundary = '----texbridge';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      Object.entries({ ...typed, company: '' })
        .map(([name, value]) => field(name, value))
        .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename=""\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`;
    const response = await fetch(`${base}/quote`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const quote = (render.mock.calls[0]![2] as { quote: RefusedRfqPost }).quote;
    expect(quote.hadAttachments).toBe(false);
    // The page's own fields are not what was typed: a new render gives a new token.
    expect(quote.values).not.toHaveProperty('startToken');
    expect(quote.values).not.toHaveProperty('website');
    expect(api.received[0]!.files).toEqual([]);
  });

  it('says when a file is over the limit, without sending anything', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' });
    const response = await post(typed, [big]);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('refused 413 attachments: “huge.pdf” is larger than 5 MB');
    expect(api.received).toHaveLength(0);
  });

  it('is refused when it comes from another site', async () => {
    const api = await fakeApi();
    const { post } = await start(api.url);
    const response = await post(typed, [], 'https://evil.example');
    expect(response.status).toBe(403);
    // A handler that went on after its answer would forward the refused post then, before a post sent
    // after that answer: the next post's own forward (answered before its 303) arrives alone.
    const next = await post({ ...typed, company: 'Sent after the refusal' });
    expect(next.status).toBe(303);
    expect(api.received.map(({ rfq }) => rfq.company)).toEqual(['Sent after the refusal']);
  });
});
