import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inLocale, localizedFields, translationStatus } from '@texbridge/shared/locales/translations';
import type { Field, Fields } from '@texbridge/shared/resources/fields';
import { contentTables } from '../platform/database/content-tables.ts';
import { SEED_RECORDS } from './content.ts';

/**
 * The seed's Chinese (./content/, ./product-specs.ts), held to the declarations (`localized: true` in
 * shared/src/resources/) and to the shape of the `translations` column (shared/src/locales/translations.ts).
 * test/seed.test.ts reads the column back from a seeded database.
 */

type Row = Record<string, unknown>;
const asRow = (value: unknown): Row => (value ?? {}) as Row;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Each content resource, with its seed records. */
const resources = contentTables.map(([contract]) => ({
  name: contract.name,
  fields: contract.fields as Fields,
  schema: contract.create?.body as unknown as z.ZodObject,
  records: (SEED_RECORDS[contract.name as keyof typeof SEED_RECORDS] ?? []) as unknown as Row[],
}));

/** A seed record's own words and its Chinese. */
const split = (record: Row) => ({ record, zh: asRow(asRow(record.translations).zh) });

/** Each localized text of a record, English beside Chinese, down through lists, groups and rows, by path. */
function texts(fields: Fields, own: Row, zh: Row, at = ''): [string, unknown, unknown][] {
  return localizedFields(fields).flatMap(([name, field]: [string, Field]) => {
    const path = `${at}${name}`;
    if (field.kind === 'group') return texts(field.fields, asRow(own[name]), asRow(zh[name]), `${path}.`);
    if (field.kind === 'rows')
      return asList(own[name]).flatMap((row, i) =>
        texts(field.fields, asRow(row), asRow(asList(zh[name])[i]), `${path}[${i}].`),
      );
    if (field.kind === 'list')
      return asList(own[name]).map((item, i): [string, unknown, unknown] => [
        `${path}[${i}]`,
        item,
        asList(zh[name])[i],
      ]);
    return [[path, own[name], zh[name]]];
  });
}

/** What a translation holds that its record has no English for, or that is not localized, by path. */
function strays(fields: Fields, own: Row, zh: Row, at = ''): string[] {
  const localized = new Map(localizedFields(fields));
  return Object.entries(zh).flatMap(([name, value]) => {
    const path = `${at}${name}`;
    const field = localized.get(name);
    if (!field || own[name] === undefined) return [path];
    if (field.kind === 'group') return strays(field.fields, asRow(own[name]), asRow(value), `${path}.`);
    if (field.kind === 'list' || field.kind === 'rows') {
      const [ours, theirs] = [asList(own[name]), asList(value)];
      if (ours.length !== theirs.length) return [`${path} (${theirs.length} for ${ours.length})`];
      if (field.kind === 'list') return [];
      return theirs.flatMap((row, i) => strays(field.fields, asRow(ours[i]), asRow(row), `${path}[${i}].`));
    }
    return [];
  });
}

/** Words: a run of three lower-case letters, which a code, a count or a size ("Ne 30/1", "S–3XL") lacks. */
const WORDS = /[a-z]{3}/;
const HAN = /\p{Script=Han}/u;

describe('the seed in Chinese', () => {
  it('covers every content resource, each record with a translation', () => {
    for (const { name, records } of resources) {
      expect(records.length, name).toBeGreaterThan(0);
      for (const record of records) expect(split(record).zh, name).not.toEqual({});
    }
  });

  it.each(resources)(
    '$name: every record is complete in Chinese, holding only what is localized',
    ({ name, fields, records }) => {
      for (const { record, zh } of records.map(split)) {
        const where = `${name} "${String(record.title ?? record.name ?? 'contact')}"`;
        expect(translationStatus(record, { zh }, fields, 'zh'), where).toBe('complete');
        expect(strays(fields, record, zh), where).toEqual([]);
      }
    },
  );

  it.each(resources)(
    '$name: every translated value passes its field’s rules as stored',
    ({ name, fields, schema, records }) => {
      for (const { record, zh } of records.map(split)) {
        const inChinese = inLocale(record, { zh }, fields, 'zh');
        for (const [field] of localizedFields(fields)) {
          if (record[field] === undefined) continue;
          const parsed = schema.shape[field]!.safeParse(inChinese[field]);
          expect(parsed.error?.issues ?? [], `${name}.${field} of "${String(record.title ?? record.name)}"`).toEqual(
            [],
          );
          // Already as the API keeps it: trimmed, one line where the field is one line.
          expect(parsed.data, `${name}.${field}`).toEqual(inChinese[field]);
        }
      }
    },
  );

  it.each(resources)(
    '$name: every text with words is written in Chinese, not left in English',
    ({ name, fields, records }) => {
      const untranslated = records
        .map(split)
        .flatMap(({ record, zh }) => texts(fields, record, zh))
        .filter(([, english, chinese]) => WORDS.test(String(english)) && !HAN.test(String(chinese)))
        .map(([path, english, chinese]) => `${name}.${path}: ${String(english)} → ${String(chinese)}`);
      expect(untranslated).toEqual([]);
    },
  );

  it('names each reviewed product as the product’s own Chinese title', () => {
    const titles = new Map(SEED_RECORDS.products.map((product) => [product.title, product.translations.zh.title]));
    for (const review of SEED_RECORDS.reviews) {
      const name = String(review.name);
      expect(titles.has(name), name).toBe(true);
      expect(review.translations.zh.name, name).toBe(titles.get(name));
    }
  });
});
