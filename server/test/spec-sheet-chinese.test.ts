import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsResource } from '@texbridge/shared/resources/contacts';
import { specSheetPath } from '@texbridge/shared/resources/public-reads';
import { contacts, products } from '../src/platform/database/schema.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { bodies } from './helpers/fixtures.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * GET /products/{id}/sheet.pdf?locale=zh over real HTTP, read back with poppler (docs/spec-sheet.md): the
 * product and the agency's address in Chinese, the sheet's own words from the words catalogue, set in an
 * embedded subset of Noto Sans SC; each text in the face that has its characters. The translations are
 * written straight into the `translations` column: their edit call is tested on its own.
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
const scratch = mkdtempSync(join(tmpdir(), 'texbridge-sheets-zh-'));

function read(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo', pdf: Buffer) {
  const file = join(scratch, `sheet-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, tool === 'pdftotext' ? ['-layout', file, '-'] : [file]).toString();
}

async function sheet(id: string, query = '') {
  const reply = await fetch(`${server.url}${specSheetPath(id)}${query}`);
  return { reply, pdf: Buffer.from(await reply.arrayBuffer()) };
}

async function addProduct(change: Record<string, unknown>, zh?: Record<string, unknown>) {
  const reply = await server.request('POST', '/add-products', {
    token: admin.token,
    json: { ...bodies.products(1), ...change },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const id = reply.body.insertedId as string;
  if (zh) await server.database.db.update(products).set({ translations: { zh } }).where(eq(products._id, id));
  return id;
}

const yarn = {
  title: 'Combed Cotton Yarn Ne 30/1',
  desc: 'Ring-spun combed cotton yarn for knitting.',
  category: 'yarn',
  moq: { value: 500, unit: 'kg' },
  leadTimeDays: 45,
  origin: 'BD',
  sampleAvailable: true,
  certifications: ['OEKO-TEX Standard 100'],
  fibres: [{ fibre: 'cotton', percent: 100 }],
  specs: [
    { label: 'Count', value: 'Ne 30/1', unit: '' },
    { label: 'Twist', value: 'Z', unit: 'TPI' },
  ],
};
const yarnZh = {
  title: '精梳棉纱 Ne 30/1',
  desc: '环锭纺精梳棉纱，适用于针织。',
  endUse: 'T恤和POLO衫',
  specs: [{ label: '支数' }, { label: '捻向', value: 'Z 捻' }],
};

beforeAll(async () => {
  admin = await createAccount('sheet-zh-admin');
  server = await startTestServer({ ADMIN_EMAILS: admin.email, SITE_NAME: 'Loom & Link' });
  expect((await server.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  const contact = await server.request('POST', contactsResource.create!.path, {
    token: admin.token,
    json: bodies.contacts(1),
  });
  expect(contact.status, JSON.stringify(contact.body)).toBe(200);
  await server.database.db
    .update(contacts)
    .set({ translations: { zh: { add1: { addT1: '总部', add1: '达卡古尔山 1 区 7 路 12 号' } } } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe.skipIf(!poppler)('GET /products/{id}/sheet.pdf?locale=zh (poppler reads it back)', () => {
  it('prints the product, its facts and the agency in Chinese, in an embedded subset of Noto Sans SC', async () => {
    const id = await addProduct(yarn, yarnZh);
    const { reply, pdf } = await sheet(id, '?locale=zh');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe(
      `inline; filename="Combed-Cotton-Yarn-Ne-30-1.pdf"; filename*=UTF-8''${encodeURIComponent('精梳棉纱 Ne 30/1.pdf')}`,
    );
    expect(pdf.length).toBeLessThan(400 * 1024);
    expect(read('pdfinfo', pdf)).toMatch(/^Title:\s+精梳棉纱 Ne 30\/1：规格$/m);

    const text = read('pdftotext', pdf).replace(/ {2,}/g, ' ');
    for (const expected of [
      '规格书',
      '纱线',
      '精梳棉纱 Ne 30/1',
      '最小起订量 500 千克',
      '交货期 45 天',
      '原产地 孟加拉国',
      '样品 可提供',
      '认证',
      'OEKO-TEX 标准 100',
      '环锭纺精梳棉纱，适用于针织。',
      '规格',
      // A row's label translated, its value not: the English value, as the page falls back.
      '支数 Ne 30/1',
      '捻向 Z 捻 TPI',
      '纤维成分 100% 棉',
      '最终用途 T恤和POLO衫',
      '总部: 达卡古尔山 1 区 7 路 12 号',
      '业务拓展:',
      '签发日期',
    ]) {
      expect(text).toContain(expected);
    }
    const fonts = read('pdffonts', pdf);
    expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes\b/m);
    expect(fonts).toMatch(/^[A-Z]{6}\+NotoSansSC-Bold\s+CID TrueType/m);
  });

  it('sets a text Noto Sans SC cannot print in Inter, and Chinese in an English sheet in Noto Sans SC', async () => {
    // Untranslated, the title falls back to English, whose 'Ł' and 'ź' Noto Sans SC has no glyph for.
    const id = await addProduct({ ...yarn, title: 'Łódź Linen 14 × 14', desc: '桑蚕丝 from Suzhou' }, { desc: '' });
    const zh = read('pdftotext', (await sheet(id, '?locale=zh')).pdf);
    expect(zh).toContain('Łódź Linen 14 × 14');
    expect(zh).toContain('桑蚕丝 from Suzhou');
    const en = (await sheet(id)).pdf;
    expect(read('pdftotext', en)).toContain('桑蚕丝 from Suzhou');
    expect(read('pdffonts', en)).toMatch(/\+NotoSansSC-Regular/);
  });

  it('keeps each language’s sheet apart, and the English one as it was', async () => {
    const id = await addProduct(yarn, yarnZh);
    const english = read('pdftotext', (await sheet(id)).pdf);
    expect(english).toContain('Combed Cotton Yarn Ne 30/1');
    expect(english).not.toMatch(/\p{Script=Han}/u);
    expect(read('pdftotext', (await sheet(id, '?locale=en')).pdf)).toBe(english);
    expect(read('pdftotext', (await sheet(id, '?locale=zh')).pdf)).toContain('精梳棉纱');
    expect(read('pdffonts', (await sheet(id)).pdf)).not.toMatch(/NotoSansSC/);
  });

  it('refuses an unknown locale, naming the supported ones', async () => {
    const id = await addProduct(yarn);
    const { reply, pdf } = await sheet(id, '?locale=xx');
    expect(reply.status).toBe(400);
    expect((JSON.parse(pdf.toString()) as { message: string }).message).toContain('en, zh');
  });
});
