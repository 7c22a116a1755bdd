import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * A product's structured specification over real HTTP (docs/adding-a-field.md): every part optional, kept
 * as sent, refused with a 400 that names the field, and cleared by null in an edit.
 */
let server: TestServer;
let admin: Account;

beforeAll(async () => {
  admin = await createAccount('specification-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
}, 60_000);
afterAll(() => server?.close());

const add = (json: unknown) => server.request('POST', '/add-products', { token: admin.token, json });
const put = (id: string, json: unknown) => server.request('PUT', `/product/${id}`, { token: admin.token, json });
const read = async (id: string) => (await server.request('GET', `/products/${id}`)).body as Record<string, unknown>;
const SPECIFICATION = [
  'moq',
  'leadTimeDays',
  'origin',
  'sampleAvailable',
  'hsCode',
  'certifications',
  'fibres',
  'specs',
] as const;
const HS_CODE_RULE = 'must be 6 to 10 digits, written with or without dots and spaces, such as 5208.32 or 520832';
const without = (body: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(body).filter(([name]) => !names.includes(name)));

describe('a product specification', () => {
  it('is stored and read back whole, each part as sent', async () => {
    const body = bodies.products(1);
    const added = await add(body);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await read(added.body.insertedId)).toEqual({ ...body, _id: added.body.insertedId });
  });

  it('is optional: a product without one is added, and reads back with empty lists and no other parts', async () => {
    const added = await add(without(bodies.products(2), SPECIFICATION));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const product = await read(added.body.insertedId);
    expect(product).toMatchObject({ certifications: [], fibres: [], specs: [], hsCode: '' });
    for (const name of ['moq', 'leadTimeDays', 'origin', 'sampleAvailable']) expect(product).not.toHaveProperty(name);
  });

  it.each([
    [{ moq: { value: 0, unit: 'kg' } }, 'moq.value must be at least 1'],
    [{ moq: { value: 500, unit: 'bales' } }, 'moq.unit must be one of kg, t, m, yd, pcs'],
    [{ moq: { value: 500 } }, 'moq.unit must be one of kg, t, m, yd, pcs'],
    [{ leadTimeDays: 366 }, 'leadTimeDays must be at most 365'],
    [{ leadTimeDays: 2.5 }, 'leadTimeDays must be a whole number'],
    [{ origin: 'XX' }, 'origin must be one of'],
    [{ origin: 'bd' }, 'origin must be one of'],
    [{ hsCode: '5205.2' }, `hsCode ${HS_CODE_RULE}`],
    [{ hsCode: '12345' }, `hsCode ${HS_CODE_RULE}`],
    [{ hsCode: 'HS520524' }, `hsCode ${HS_CODE_RULE}`],
    [{ hsCode: '5208-32' }, `hsCode ${HS_CODE_RULE}`],
    [{ hsCode: '12345678901' }, 'hsCode must be at most 10 characters'],
    [{ certifications: ['GOTS', 'Oekotex'] }, 'certifications has unknown names: Oekotex (choose from GOTS,'],
    [{ certifications: ['GOTS', 'GOTS'] }, 'certifications names GOTS twice'],
    [{ fibres: [{ fibre: 'cotton', percent: 60 }] }, 'fibres must add up to 100% (they add up to 60%)'],
    [{ fibres: [{ fibre: 'bamboo', percent: 100 }] }, 'fibres.0.fibre must be one of cotton, organic-cotton'],
    [{ fibres: [{ fibre: 'cotton', percent: 0 }] }, 'fibres.0.percent must be at least 1'],
    [{ specs: [{ label: '', value: '120' }] }, 'specs.0.label is required'],
    [{ specs: [{ label: 'GSM', value: 'x'.repeat(121) }] }, 'specs.0.value must be at most 120 characters'],
    [{ specs: Array.from({ length: 31 }, () => ({ label: 'GSM', value: '1' })) }, 'specs must be at most 30 items'],
    [{ sampleAvailable: 'yes' }, 'sampleAvailable must be a boolean'],
  ])('refuses %j with a 400 that names the field, and adds nothing', async (change, message) => {
    const before = (await server.request('GET', '/products')).body as unknown[];
    const reply = await add({ ...bodies.products(3), ...change });
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect((reply.body as { message: string }).message).toContain(message);
    expect((await server.request('GET', '/products')).body).toHaveLength(before.length);
  });

  it('keeps an HS code written with dots or spaces as its digits, in an add and an edit', async () => {
    const added = await add({ ...bodies.products(5), hsCode: '5208.32' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.insertedId as string;
    expect((await read(id)).hsCode).toBe('520832');
    const edited = await put(id, { hsCode: '5208 32 00' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await read(id)).hsCode).toBe('52083200');
  });

  it('is edited in parts: a part left out is kept, null clears one, an empty list empties one', async () => {
    const added = await add(bodies.products(4));
    const id = added.body.insertedId as string;
    const edited = await put(id, { moq: null, origin: 'IN', certifications: [], sampleAvailable: null });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const product = await read(id);
    expect(product).not.toHaveProperty('moq');
    expect(product).not.toHaveProperty('sampleAvailable');
    expect(product).toMatchObject({ origin: 'IN', certifications: [], leadTimeDays: 30, hsCode: '520524' });
    expect(product.fibres).toEqual(bodies.products(4).fibres);

    const refused = await put(id, { fibres: [{ fibre: 'cotton', percent: 50 }], certifications: null });
    expect(refused.status).toBe(400);
    expect(await read(id)).toEqual(product);
  });
});
