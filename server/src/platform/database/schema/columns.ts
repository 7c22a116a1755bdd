import { type AnyPgColumn, bigserial, customType, index, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '@texbridge/shared/locales/translations';
import { type SQL } from 'drizzle-orm';

/**
 * The columns tables share. Property names are the API's field names (docs/spec.md §3), so rows need no renaming
 * on the way out. `seq` orders lists newest first without ties; it and the timestamps never leave the server.
 */

/** PostgreSQL's full-text vector, as search stores it (docs/search.md). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What search reads of a row, kept beside it and computed by PostgreSQL on every write (stored generated
 * columns, from search-document.ts), so a search reads them instead of computing them per row. They never
 * leave the server (store.ts hides them).
 */
export const searchColumns = (names: () => SQL, vector: () => SQL, title: () => SQL) => ({
  searchNames: text('search_names').generatedAlwaysAs(names),
  searchVector: tsvector('search_vector').generatedAlwaysAs(vector),
  searchTitle: tsvector('search_title').generatedAlwaysAs(title),
});

/**
 * A searched table's indexes: its vectors by word (GIN), and its rows newest first, which a search that
 * matches many rows walks until its page is full instead of reading every match (docs/search.md).
 */
export const searchIndexes = (
  name: string,
  table: { seq: AnyPgColumn; searchVector: AnyPgColumn; searchTitle: AnyPgColumn },
) => [
  index(`${name}_seq_idx`).on(table.seq),
  index(`${name}_search_vector_idx`).using('gin', table.searchVector),
  index(`${name}_search_title_idx`).using('gin', table.searchTitle),
];

/** Every record's id, order and times. */
export const base = {
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  _id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A content record's words in its other locales (docs/adding-a-language.md): `{ zh: { title: … } }`, the
 * localized fields only. The record's own columns stay the default locale's, so a call without a locale reads
 * them as before.
 */
export const translated = {
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
};
