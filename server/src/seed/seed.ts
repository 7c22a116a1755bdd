import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client.ts';
import { contentTables } from '../platform/database/content-tables.ts';
import * as tables from '../platform/database/schema.ts';
import { createStore } from '../platform/database/store.ts';
import { saveWebp } from '../media/images.ts';
import type { FileStore } from '../media/storage/file-store.ts';
import { openSeedImageCache } from './image-cache.ts';
import type { SeedContent } from './content.ts';

const SEEDED = 'seeded-at';

/** Any constant of its own: instances starting together on an empty database seed it once. */
const SEED_LOCK_KEY = 7_204_319;

/** Fills a database that was never seeded. Content deleted later by staff is not brought back. */
export async function seedIfEmpty(db: Db, files: FileStore): Promise<boolean> {
  if (await isSeeded(db)) return false;
  return writeSeed(db, files, { unlessSeeded: true });
}

/** Replaces all site content (not users or enquiries) with the seed content. */
export async function reseed(db: Db, files: FileStore): Promise<void> {
  await writeSeed(db, files, { unlessSeeded: false });
}

/** Whether the seed was written to this database once (staff may have changed or deleted it since). */
export async function isSeeded(db: Db) {
  const [mark] = await db.select().from(tables.meta).where(eq(tables.meta.key, SEEDED));
  return Boolean(mark);
}

/**
 * Writes the seed in one transaction that first takes a transaction-level advisory lock, so that a
 * second instance waits, then sees the first one's mark and writes nothing. The lock is asked for in
 * short tries: one long wait would meet the pool's statement timeout.
 */
async function writeSeed(db: Db, files: FileStore, { unlessSeeded }: { unlessSeeded: boolean }): Promise<boolean> {
  // The content and its drawing code (~2,000 lines) load only when a seed is written, not at every start.
  const { buildSeedContent } = await import('./content.ts');
  // Drawing the images takes seconds: done before the lock, into content-addressed files, and once a
  // machine: identical images come from the seed's image cache, their narrower copies too.
  const cache = openSeedImageCache();
  const store = cache.storeCopies(files);
  const content = await buildSeedContent((webp) => saveWebp(webp, store), cache);
  await cache.prune();
  // Each content resource's records, checked by its add schema as a call to the API would be.
  const lists = contentTables.map(([contract, table]) => {
    const records: SeedContent[keyof SeedContent] | undefined = content[contract.name as keyof SeedContent];
    if (!records || !contract.create) throw new Error(`The seed has no ${contract.name} to add.`);
    return { schema: contract.create.body, table, records };
  });
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const result = await txDb.execute(sql`select pg_try_advisory_xact_lock(${SEED_LOCK_KEY}) as locked`);
      const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (row?.locked) break;
      if (Date.now() > deadline) throw new Error('Another TexBridge API instance held the seed lock for over 120 s.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Another instance may have seeded while this one drew images or waited.
    if (unlessSeeded && (await isSeeded(txDb))) return false;
    if (!unlessSeeded) for (const [, table] of contentTables) await tx.delete(table);
    for (const { schema, table, records } of lists) {
      const store = createStore(txDb, table);
      // Lists are newest first, so the item to show first is inserted last. The English goes through the
      // add schema; the other languages go to the `translations` column as the seed writes them.
      for (const { translations, ...record } of [...records].reverse())
        await store.insert({ ...(schema.parse(record) as Record<string, unknown>), translations });
    }
    await tx
      .insert(tables.meta)
      .values({ key: SEEDED, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: tables.meta.key, set: { value: sql`excluded.value` } });
    return true;
  });
}
