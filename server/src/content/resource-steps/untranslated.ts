import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TranslatedLocale } from '@texbridge/shared/locales/locales';
import type { Field, Fields } from '@texbridge/shared/resources/fields';

/**
 * `?untranslated=zh` in SQL (docs/adding-a-language.md): the records whose translation into a locale is not
 * complete, as `translationStatus` (shared/src/locales/translations.ts) counts it. Derived from the declarations,
 * as that function is: a record is kept when some localized value it holds in the default locale (a text, a list,
 * a group's part, a row's part) is blank in the translation. server/test/locale-untranslated.test.ts holds the
 * two to the same answer on drawn records.
 */

/**
 * What JavaScript's `trim()` takes away, which `isBlank` reads as nothing (PostgreSQL's `\s` depends on the
 * database's locale): whitespace-only, the ideographic space (U+3000) of a Chinese keyboard included, is blank.
 */
const BLANK_TEXT = '^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*$';

/** A name or a locale code, written into the statement as a literal: declared words only, never a request's. */
const key = (name: string) => {
  if (!/^\w+$/.test(name)) throw new Error(`${name} cannot be a JSON key here`);
  return sql.raw(`'${name}'`);
};

/** Each subquery's alias is its own, however deep the fields nest. */
const aliases = () => {
  let next = 0;
  return () => `u${next++}`;
};
type Alias = ReturnType<typeof aliases>;

/** `isBlank` of a JSON value: absent or null, a string of whitespace, or a list of nothing but those. */
function blank(value: SQL, alias: Alias): SQL {
  const item = sql.raw(alias());
  const blankScalar = (scalar: SQL) =>
    sql`(coalesce(jsonb_typeof(${scalar}), 'null') = 'null' or (jsonb_typeof(${scalar}) = 'string' and (${scalar} #>> '{}') ~ ${BLANK_TEXT}))`;
  return sql`(case coalesce(jsonb_typeof(${value}), 'null')
    when 'null' then true
    when 'string' then (${value} #>> '{}') ~ ${BLANK_TEXT}
    when 'array' then not exists (select 1 from jsonb_array_elements(${value}) as ${item}(x) where not ${blankScalar(sql`${item}.x`)})
    else false end)`;
}

/** Where a field's value held in the default locale (`own`) is blank in the translation (`theirs`), if it can be. */
function untranslatedValue(field: Field, own: SQL, theirs: SQL, alias: Alias): SQL | undefined {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'list':
      return field.localized ? sql`(not ${blank(own, alias)} and ${blank(theirs, alias)})` : undefined;
    case 'group':
      return anyOf(
        Object.entries(field.fields).map(([name, part]) =>
          untranslatedValue(part, sql`(${own} -> ${key(name)})`, sql`(${theirs} -> ${key(name)})`, alias),
        ),
      );
    case 'rows': {
      const name = alias();
      const [row, at] = [sql.raw(`${name}.r`), sql.raw(`${name}.n`)];
      // A translation's rows are its English rows' by position (withTranslation).
      const parts = anyOf(
        Object.entries(field.fields).map(([part, inner]) =>
          untranslatedValue(
            inner,
            sql`(${row} -> ${key(part)})`,
            sql`(${theirs} -> (${at}::int - 1) -> ${key(part)})`,
            alias,
          ),
        ),
      );
      if (!parts) return undefined;
      const rows = sql`case jsonb_typeof(${own}) when 'array' then ${own} else '[]'::jsonb end`;
      return sql`exists (select 1 from jsonb_array_elements(${rows}) with ordinality as ${sql.raw(name)}(r, n) where ${parts})`;
    }
    default:
      return undefined;
  }
}

const anyOf = (conditions: (SQL | undefined)[]) => {
  const kept = conditions.filter((condition): condition is SQL => condition !== undefined);
  return kept.length > 0 ? sql`(${sql.join(kept, sql` or `)})` : undefined;
};

/**
 * The WHERE of `?untranslated=<locale>`: rows with a localized value the locale lacks. A text column is read as
 * JSON (`to_jsonb`), so that every value, a column's or a part's, is judged by one rule.
 */
export function untranslatedWhere(fields: Fields, columns: Record<string, PgColumn>, locale: TranslatedLocale): SQL {
  const alias = aliases();
  const translations = columns.translations;
  if (!translations) throw new Error('untranslated: the table keeps no translations');
  const conditions = Object.entries(fields).map(([name, field]) => {
    const column = columns[name];
    if (!column) return undefined;
    const own = field.kind === 'text' || field.kind === 'textarea' ? sql`to_jsonb(${column})` : sql`${column}`;
    return untranslatedValue(field, own, sql`(${translations} -> ${key(locale)} -> ${key(name)})`, alias);
  });
  return anyOf(conditions) ?? sql`false`;
}
