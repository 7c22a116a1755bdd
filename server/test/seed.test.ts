import { localStore } from '../src/media/storage/local-store.ts';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@texbridge/shared/images/responsive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { translationStatus, type Translations } from '@texbridge/shared/locales/translations';
import type { Fields } from '@texbridge/shared/resources/fields';
import { openDatabase, type Database } from '../src/platform/database/client.ts';
import { contentTables } from '../src/platform/database/content-tables.ts';
import * as tables from '../src/platform/database/schema.ts';
import { SEED_RECORDS } from '../src/seed/content.ts';
import { reseed, seedIfEmpty } from '../src/seed/seed.ts';
import { seedCopiesMade } from '../src/seed/image-cache.ts';
import { scenesRasterised } from '../src/seed/patterns/render.ts';
import { onPostgres, openTestDatabase } from './helpers/database.ts';
import { runServerScript } from './helpers/processes.ts';

let database: Database;
let drop: () => Promise<void>;
const uploadDir = mkdtempSync(join(tmpdir(), 'texbridge-seed-'));
const reseedDir = mkdtempSync(join(tmpdir(), 'texbridge-reseed-'));
const total = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
  rmSync(uploadDir, { recursive: true, force: true });
  rmSync(reseedDir, { recursive: true, force: true });
});

// Seeding draws every image with sharp: minutes of CPU on a busy 2-core CI machine, not a speed target.
describe('seed content', { timeout: 240_000 }, () => {
  it('fills a never-seeded database once, like a real agency’s site', async () => {
    expect(await seedIfEmpty(database.db, localStore(uploadDir))).toBe(true);
    const db = database.db;
    expect(await total(tables.sliders)).toBeGreaterThanOrEqual(3);
    expect(await total(tables.aboutSections)).toBeGreaterThanOrEqual(3);
    expect(await total(tables.news)).toBeGreaterThanOrEqual(6);
    expect(await total(tables.contacts)).toBe(1);
    expect(await total(tables.privacySections)).toBeGreaterThanOrEqual(3);
    expect(await total(tables.reviews)).toBeGreaterThanOrEqual(4);
    for (const { category } of MENU_CATEGORIES) {
      const [row] = await db.select({ n: count() }).from(tables.products).where(eq(tables.products.category, category));
      expect(row!.n, category).toBeGreaterThanOrEqual(4);
    }
    const [contact] = await db.select().from(tables.contacts);
    for (const key of ['add1', 'add2', 'add3', 'add4', 'HR', 'bd', 'marketing'] as const)
      expect(contact![key]).toBeTruthy();
    // One format for every number, the header's ("+880 1711-000001").
    const { HR, bd, marketing, supplyChain, rnd, commercial } = contact!;
    for (const phone of [HR?.hrt, bd?.bdt, marketing?.marketingT, supplyChain, rnd, commercial])
      expect(phone).toMatch(/^\+880 1\d{3}-\d{6}$/);
  });

  it('keeps each record’s Chinese in its translations column, complete for what it holds in English', async () => {
    for (const [contract, table] of contentTables) {
      const rows = (await database.db.select().from(table).orderBy(desc(table.seq))) as Record<string, unknown>[];
      const seeded = SEED_RECORDS[contract.name as keyof typeof SEED_RECORDS];
      expect(
        rows.map((row) => row.translations),
        contract.name,
      ).toEqual(seeded.map((record) => record.translations));
      const fields = contract.fields as Fields;
      for (const row of rows)
        expect(translationStatus(row, row.translations as Translations, fields, 'zh'), contract.name).toBe('complete');
    }
  });

  it('draws every image locally as a WebP file in the upload folder', async () => {
    const rows = [
      ...(await database.db.select({ url: tables.sliders.sliderImage }).from(tables.sliders)),
      ...(await database.db.select({ url: tables.products.productImage }).from(tables.products)),
      ...(await database.db.select({ url: tables.reviews.photo }).from(tables.reviews)),
      ...(await database.db.select({ url: tables.contacts.QR }).from(tables.contacts)),
    ];
    for (const { url } of rows) {
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      const file = join(uploadDir, url.replace('/uploads/', ''));
      expect(existsSync(file), url).toBe(true);
      expect((await sharp(readFileSync(file)).metadata()).format).toBe('webp');
    }
    const [slide] = await database.db.select({ url: tables.sliders.sliderImage }).from(tables.sliders).limit(1);
    const { width, height } = await sharp(join(uploadDir, slide!.url.replace('/uploads/', ''))).metadata();
    expect(width! / height!).toBeGreaterThan(2); // slider images must be wide
  });

  it('stores the narrower copies of every seeded image that pages offer in their srcset', async () => {
    const [slide] = await database.db.select({ url: tables.sliders.sliderImage }).from(tables.sliders).limit(1);
    const hash = slide!.url.replace(/^\/uploads\/|\.webp$/g, '');
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const copy = await sharp(join(uploadDir, `${hash}-${width}w.webp`)).metadata();
      expect(copy.width, `${width}w`).toBe(width);
    }
  });

  it('does not bring back content that staff deleted', async () => {
    await database.db.delete(tables.sliders);
    expect(await seedIfEmpty(database.db, localStore(uploadDir))).toBe(false);
    expect(await total(tables.sliders)).toBe(0);
  });

  it('--reset replaces the content and keeps users and enquiries, drawing no image the first seed drew', async () => {
    await database.db.insert(tables.users).values({ _id: 'u1', uid: 'uid-1', email: 'keep@texbridge.test' });
    await database.db
      .insert(tables.enquiries)
      .values({ _id: 'e1', user_name: 'Buyer', user_email: 'b@example.com', message: 'Quote please' });
    await database.db
      .insert(tables.privacySections)
      .values({ _id: 'p-extra', title: 't', caption: 'c', privacy: 'p', policy: 'p', why: 'w' });
    const privacyBefore = await total(tables.privacySections);
    const [drawn, copies] = [scenesRasterised(), seedCopiesMade()];
    // Into an empty store: every image and copy is stored again, from the seed's image cache.
    const store = localStore(reseedDir);
    await reseed(database.db, store);
    expect(scenesRasterised() - drawn).toBe(0);
    expect(seedCopiesMade() - copies).toBe(0);
    expect((await store.list()).length).toBe(readdirSync(uploadDir).length);
    expect(await total(tables.sliders)).toBeGreaterThanOrEqual(3);
    expect(await total(tables.privacySections)).toBe(privacyBefore - 1);
    expect(await total(tables.users)).toBe(1);
    expect(await total(tables.enquiries)).toBe(1);
  });
});

describe.skipIf(onPostgres)('npm run seed -- --reset', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-seed-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // A new PGlite data directory (initdb), drawing 48 images and writing them: ~15 s on an idle machine,
  // a minute on a loaded one.
  it('rebuilds the content of a PGlite data directory from the command line', { timeout: 120_000 }, async () => {
    const run = runServerScript('src/cli/seed.ts', ['--reset'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('Site content replaced with the seed content');
    const opened = await openDatabase({ dataDir });
    try {
      const [row] = await opened.db.select({ n: count() }).from(tables.products);
      expect(row!.n).toBeGreaterThanOrEqual(20);
    } finally {
      await opened.close();
    }
  });
});
