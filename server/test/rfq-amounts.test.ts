import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { addProducts, rfqBody, startToken } from './helpers/rfqs.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// docs/quotes.md: a line's amounts as typed, and the units that measure its product.
let server: TestServer;
let admin: Account;
let token: string;
/** A yarn with an MOQ of 500 kg. */
let yarn: string;
/** A fabric with an MOQ of 2 t. */
let fabric: string;
/** A garment with an MOQ of 300 pcs. */
let garment: string;

beforeAll(async () => {
  admin = await createAccount('admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, ENQUIRY_LIMIT_MAX: '100000' });
  await server.request('GET', `/admin/${admin.email}`, { token: admin.token });
  yarn = (await addProducts(server, admin.token, 1))[0]!;
  const add = async (json: unknown) =>
    (await server.request('POST', '/add-products', { token: admin.token, json })).body.insertedId as string;
  fabric = await add({ ...bodies.products(2, 'fabrics'), moq: { value: 2, unit: 't' } });
  garment = await add({ ...bodies.products(3, 'garments'), moq: { value: 300, unit: 'pcs' } });
  token = await startToken(server);
});
afterAll(() => server?.close());

const post = (lines: unknown[]) => server.request('POST', '/rfqs', { json: { ...rfqBody([], token), lines } });
const stored = async (id: string) => (await server.request('GET', `/rfqs/${id}`, { token: admin.token })).body;

describe('POST /rfqs: amounts', () => {
  it('reads an amount sent as text that reads one way only, and stores the number', async () => {
    const reply = await post([
      { productId: yarn, quantity: '2,500.5', unit: 'kg', targetPrice: '2,85', currency: 'EUR' },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await stored(reply.body.insertedId)).lines[0]).toMatchObject({ quantity: 2500.5, targetPrice: 2.85 });
  });

  it('refuses an amount that reads two ways with both readings, and stores nothing', async () => {
    const reply = await post([{ productId: yarn, quantity: '2.500', unit: 'kg' }]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('lines.0.quantity reads two ways: “2.500” could be 2.5 or 2,500. Type 2.5 or 2500');
    const price = await post([{ productId: yarn, quantity: 600, unit: 'kg', targetPrice: '1,250', currency: 'USD' }]);
    expect(price.body.message).toMatch(/^lines\.0\.targetPrice reads two ways: “1,250” could be 1\.25 or 1,250/);
  });

  it('refuses text that is no number', async () => {
    const reply = await post([{ productId: yarn, quantity: 'two tonnes', unit: 'kg' }]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('lines.0.quantity must be a number');
  });
});

describe('POST /rfqs: units', () => {
  it('refuses a unit that does not measure the product, naming the units that do', async () => {
    const reply = await post([
      { productId: yarn, quantity: 600, unit: 'm' },
      { productId: garment, quantity: 400, unit: 'kg' },
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'lines.0.unit must be kg or t for “Product 1”; lines.1.unit must be pcs for “Product 3”',
    );
  });

  it('compares a quantity with the MOQ in one base unit: 1 t is below 2 t, 2,000 kg is not', async () => {
    const reply = await post([
      { productId: fabric, quantity: 1, unit: 't' },
      { productId: fabric, quantity: 2000, unit: 'kg' },
      { productId: fabric, quantity: 1500, unit: 'm' },
      { productId: yarn, quantity: 0.4, unit: 't' },
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const lines = (await stored(reply.body.insertedId)).lines as { belowMoq: boolean }[];
    // Metres are not compared with tonnes: no warning either way.
    expect(lines.map((line) => line.belowMoq)).toEqual([true, false, false, true]);
  });
});
