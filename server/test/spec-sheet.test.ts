import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsResource } from '@texbridge/shared/resources/contacts';
import { specSheetPath } from '@texbridge/shared/resources/public-reads';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { uploadImage } from './helpers/uploads.ts';

/**
 * GET /products/{id}/sheet.pdf over real HTTP, read back with poppler's own tools (docs/spec-sheet.md):
 * one A4 page that holds the product's title, specification and MOQ, its fonts embedded as subsets.
 */
const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let server: TestServer;
let admin: Account;
const scratch = mkdtempSync(join(tmpdir(), 'texbridge-sheets-'));

/** Runs a poppler tool on the PDF bytes and answers what it printed; `struct` is pdfinfo's structure tree. */
function read(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdfimages' | 'struct', pdf: Buffer) {
  const file = join(scratch, `sheet-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  // PDFKit writes a tagged table cell's BorderColor with null for its sides without a border, which
  // poppler reads but warns about, once a cell: those warnings are left out.
  if (tool === 'struct') return execFileSync('pdfinfo', ['-struct-text', file], { stdio: 'pipe' }).toString();
  const args = tool === 'pdftotext' ? ['-layout', file, '-'] : tool === 'pdfimages' ? ['-list', file] : [file];
  return execFileSync(tool, args).toString();
}

/**
 * pdfinfo's structure tree as "Type: its text" for each element that holds text, in reading order:
 * its lines are an element (`H1 (block)`, `TD <id>:`), an attribute (`/Scope /Row`) or a quoted text.
 */
function outline(tree: string) {
  const elements: { type: string; text: string }[] = [];
  for (const line of tree.split('\n').map((text) => text.trim())) {
    if (line.startsWith('"')) elements.at(-1)!.text += line.slice(1, -1);
    else if (/^[A-Z]/.test(line)) elements.push({ type: line.split(/[\s:]/)[0]!, text: '' });
  }
  return elements.filter(({ text }) => text.trim()).map(({ type, text }) => `${type}: ${text.trim()}`);
}

async function sheet(id: string) {
  const reply = await fetch(server.url + specSheetPath(id));
  return { reply, pdf: Buffer.from(await reply.arrayBuffer()) };
}

async function addProduct(change: Record<string, unknown>) {
  const reply = await server.request('POST', '/add-products', {
    token: admin.token,
    json: { ...bodies.products(1), ...change },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.insertedId as string;
}

const upload = (bytes: Buffer) => uploadImage(server, admin.token, bytes, 'image/png');

const specified = {
  title: 'Organic Cotton Poplin 40s × 40s — Łódź finish',
  category: 'fabrics',
  moq: { value: 1500, unit: 'm' },
  leadTimeDays: 35,
  origin: 'BD',
  sampleAvailable: true,
  hsCode: '520852',
  certifications: ['GOTS', 'OEKO-TEX Standard 100'],
  fibres: [{ fibre: 'organic-cotton', percent: 100 }],
  specs: [
    { label: 'GSM', value: '118', unit: 'g/m²' },
    { label: 'Width', value: '58', unit: 'in' },
  ],
};

beforeAll(async () => {
  admin = await createAccount('sheet-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, SITE_NAME: 'Loom & Link' });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  const contact = await server.request('POST', contactsResource.create!.path, {
    token: admin.token,
    json: bodies.contacts(1),
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(!poppler)('GET /products/{id}/sheet.pdf (poppler reads it back)', () => {
  it("is one A4 page with the product's title, key facts, specification and the agency's contact details", async () => {
    const id = await addProduct(specified);
    const { reply, pdf } = await sheet(id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toBe(
      'inline; filename="Organic-Cotton-Poplin-40s-40s-d-finish.pdf"',
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(150 * 1024);

    const info = read('pdfinfo', pdf);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    expect(info).toMatch(/^Title:\s+Organic Cotton Poplin 40s × 40s — Łódź finish: specification$/m);

    const text = read('pdftotext', pdf);
    for (const expected of [
      'Loom & Link',
      'FABRIC',
      'Organic Cotton Poplin 40s × 40s — Łódź finish',
      'Minimum order',
      '1,500 m',
      'Lead time',
      '35 days',
      'Bangladesh',
      'GOTS · OEKO-TEX Standard 100',
      '118 g/m²',
      '100% organic cotton',
      '520852',
      'Head office 1: House 12, Road 7, Gulshan, Dhaka',
      'bd@texbridge.example',
      `/products/${id}`,
    ])
      expect(text).toContain(expected);
  });

  it('is a tagged PDF in English whose title is shown: headings, paragraphs, the figure and tables marked up', async () => {
    const swatch = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a8362b' } })
      .png()
      .toBuffer();
    const { pdf } = await sheet(await addProduct({ ...specified, productImage: await upload(swatch) }));
    const info = read('pdfinfo', pdf);
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
    expect(info).toMatch(/^Title:\s+Organic Cotton Poplin 40s × 40s — Łódź finish: specification$/m);
    // No poppler tool prints the document's language: it is read from the catalog, which PDFKit writes
    // uncompressed, beside the preference that has a viewer show the title rather than the file name.
    const catalog = /<<\s*\/Type \/Catalog[^>]*>>/.exec(pdf.toString('latin1'))?.[0];
    expect(catalog).toMatch(/\/Lang \(en\)/);
    expect(pdf.toString('latin1')).toMatch(/\/DisplayDocTitle true/);

    const tree = read('struct', pdf);
    expect(tree).toMatch(/^Document\b/);
    expect(tree).toMatch(/^\s*Figure\b/m);
    // pdfinfo does not print a figure's alternative text; the element carries it, as a string.
    expect(pdf.toString('latin1')).toMatch(/\/S \/Figure\s+\/Alt [(<]/);
    const parts = outline(tree);
    expect(parts).toContain('H1: Organic Cotton Poplin 40s × 40s — Łódź finish');
    expect(parts).toContain('H2: Certifications');
    expect(parts).toContain('P: GOTS · OEKO-TEX Standard 100');
    expect(parts).toContain('H2: Specification');
    // Each row of a table is its label, a row header, then its value.
    for (const [label, value] of [
      ['Minimum order', '1,500 m'],
      ['GSM', '118 g/m²'],
      ['HS code', '520852'],
    ]) {
      const at = parts.indexOf(`TH: ${label}`);
      expect(at, label).toBeGreaterThanOrEqual(0);
      expect(parts[at + 1]).toBe(`TD: ${value}`);
    }
    expect(tree).toMatch(/^\s*Table\b/m);
    expect(tree).toMatch(/\/Scope \/Row/);
    expect(parts.filter((part) => part.startsWith('Link: '))).toEqual([expect.stringContaining(`/products/`)]);
  });

  it('embeds its fonts as subsets: only the glyphs the sheet uses', async () => {
    const { pdf } = await sheet(await addProduct(specified));
    const fonts = read('pdffonts', pdf).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      // name type encoding emb sub uni object ID: a subset's name carries a six-letter tag, "ABCDEF+Inter".
      expect(font).toMatch(/^[A-Z]{6}\+Inter\S*\s.*\byes\s+yes\s+yes\b/);
    }
  });

  it('keeps thirty specification rows on the one page', async () => {
    const specs = Array.from({ length: 30 }, (_, n) => ({ label: `Property ${n + 1}`, value: `Value ${n + 1}` }));
    const { pdf } = await sheet(await addProduct({ ...specified, specs, desc: 'A long description. '.repeat(60) }));
    expect(read('pdfinfo', pdf)).toMatch(/^Pages:\s+1$/m);
    const text = read('pdftotext', pdf);
    expect(text).toContain('Property 1');
    expect(text).toContain('Value 30');
  });

  it("carries the product's uploaded image", async () => {
    const swatch = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f2a4d' } })
      .png()
      .toBuffer();
    const id = await addProduct({ ...specified, productImage: await upload(swatch) });
    const images = read('pdfimages', (await sheet(id)).pdf)
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(images).toHaveLength(1);
    // page num type width height: a 480 px JPEG of the upload's 480 px copy.
    expect(images[0]).toMatch(/^\s*1\s+0\s+image\s+480\s+320\b/);
  });

  it('is made again when the product changes, and not before', async () => {
    const id = await addProduct(specified);
    const first = await sheet(id);
    expect((await sheet(id)).pdf.equals(first.pdf)).toBe(true);
    const edited = await server.request('PUT', `/product/${id}`, {
      token: admin.token,
      json: { moq: { value: 3000, unit: 'm' } },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const text = read('pdftotext', (await sheet(id)).pdf);
    expect(text).toContain('3,000 m');
    expect(text).not.toContain('1,500 m');
  });
});

describe('GET /products/{id}/sheet.pdf, refused', () => {
  it('answers 404 with a message naming the id when there is no such product', async () => {
    const { reply, pdf } = await sheet('0123456789abcdef01234567');
    expect(reply.status).toBe(404);
    expect(JSON.parse(pdf.toString())).toMatchObject({
      statusCode: 404,
      message: 'No product with id 0123456789abcdef01234567.',
    });
  });
});
