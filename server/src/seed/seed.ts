import { eq, sql } from 'drizzle-orm';
import { aboutCreate } from '@texbridge/shared/schemas/about';
import { contactCreate } from '@texbridge/shared/schemas/contact';
import { newsCreate } from '@texbridge/shared/schemas/news';
import { privacyCreate } from '@texbridge/shared/schemas/privacy';
import { productCreate } from '@texbridge/shared/schemas/product';
import { reviewCreate } from '@texbridge/shared/schemas/review';
import { sliderCreate } from '@texbridge/shared/schemas/slider';
import type { ZodType } from 'zod';
import type { Db } from '../db/client.ts';
import * as tables from '../db/schema.ts';
import { createStore } from '../db/store.ts';
import { saveWebp } from '../lib/images.ts';
import { buildSeedContent } from './content.ts';

const SEEDED = 'seeded-at';
const contentTables = [
  tables.sliders,
  tables.aboutSections,
  tables.news,
  tables.contacts,
  tables.products,
  tables.privacySections,
  tables.reviews,
];

/** Fills a database that was never seeded. Content deleted later by staff is not brought back. */
export async function seedIfEmpty(db: Db, uploadDir: string): Promise<boolean> {
  const [mark] = await db.select().from(tables.meta).where(eq(tables.meta.key, SEEDED));
  if (mark) return false;
  await writeSeed(db, uploadDir);
  return true;
}

/** Replaces all site content (not users or enquiries) with the seed content. */
export async function reseed(db: Db, uploadDir: string): Promise<void> {
  for (const table of contentTables) await db.delete(table);
  await writeSeed(db, uploadDir);
}

async function writeSeed(db: Db, uploadDir: string) {
  const content = await buildSeedContent((webp) => saveWebp(webp, uploadDir));
  const lists: [ZodType, (typeof contentTables)[number], unknown[]][] = [
    [sliderCreate, tables.sliders, content.sliders],
    [aboutCreate, tables.aboutSections, content.about],
    [newsCreate, tables.news, content.news],
    [contactCreate, tables.contacts, content.contacts],
    [productCreate, tables.products, content.products],
    [privacyCreate, tables.privacySections, content.privacy],
    [reviewCreate, tables.reviews, content.reviews],
  ];
  await db.transaction(async (tx) => {
    for (const [schema, table, items] of lists) {
      const store = createStore(tx as unknown as Db, table);
      // Lists are newest first, so the item to show first is inserted last.
      for (const item of [...items].reverse()) await store.insert(schema.parse(item) as Record<string, unknown>);
    }
    await tx
      .insert(tables.meta)
      .values({ key: SEEDED, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: tables.meta.key, set: { value: sql`excluded.value` } });
  });
}
