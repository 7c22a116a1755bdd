import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsResource } from '@texbridge/shared/resources/contacts';
import { pageQrPath } from '@texbridge/shared/resources/public-reads';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** docs/spec-sheet.md, "Share links": the page's QR code for WeChat, and the contact record's WhatsApp number. */
let server: TestServer;
let admin: Account;
const SITE = 'https://loom.example';

beforeAll(async () => {
  admin = await createAccount('share-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, SITE_URL: SITE });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
}, 60_000);
afterAll(() => server?.close());

/** What a phone's camera reads in the SVG: drawn by librsvg (sharp), read by jsQR. */
async function decoded(svg: Buffer) {
  const { data, info } = await sharp(svg, { density: 300 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('GET /products/{id}/qr.svg', () => {
  it("is an SVG QR code that reads as the product page's address", async () => {
    const added = await server.request('POST', '/add-products', { token: admin.token, json: bodies.products(1) });
    const id = added.body.insertedId as string;
    const reply = await fetch(server.url + pageQrPath(id));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await decoded(Buffer.from(await reply.arrayBuffer()))).toBe(`${SITE}/products/${id}`);
  });

  it('answers 404 naming the id when there is no such product', async () => {
    const reply = await server.request('GET', pageQrPath('0123456789abcdef01234567'));
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ message: 'No product with id 0123456789abcdef01234567.' });
  });
});

describe("the contact record's WhatsApp number", () => {
  const add = (whatsapp: unknown) =>
    server.request('POST', contactsResource.create!.path, {
      token: admin.token,
      json: { ...bodies.contacts(1), whatsapp },
    });

  it('is kept with its country code, and read back', async () => {
    const reply = await add('+8801711000007');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [contact] = (await server.request('GET', '/contact')).body as { _id: string; whatsapp?: string }[];
    expect(contact).toMatchObject({ _id: reply.body.insertedId, whatsapp: '+8801711000007' });
  });

  const PATTERN = 'whatsapp must be a phone number with its country code, such as +8801711000001';
  it.each([
    ['01711000007', PATTERN],
    ['+0171100', PATTERN],
    ['call us', PATTERN],
    ['+88017110000071234', `whatsapp must be at most 16 characters; ${PATTERN}`],
  ])('refuses %s with a 400 that names it', async (whatsapp, message) => {
    const reply = await add(whatsapp);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, message });
  });
});
