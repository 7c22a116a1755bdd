import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { productFields } from '@texbridge/shared/resources/product-fields';
import { news, products } from '../src/platform/database/schema.ts';
import { searchDocument, titleVectorOf } from '../src/platform/database/search-document.ts';

/**
 * The search document comes from the fields' declarations (`search`, docs/adding-a-field.md). Its stored
 * generated columns are SQL text that a migration wrote: a document built otherwise than the latest
 * migration's would need a new one, so the declarations are held here to build exactly that text.
 */

const dialect = new PgDialect();
const sqlOf = (expression: SQL) => dialect.sqlToQuery(expression).sql;

const drizzleDir = join(import.meta.dirname, '..', 'drizzle');
/** The tables as the latest migration left them (drizzle-kit's snapshot, which `db:generate` diffs against). */
function latestSnapshot() {
  const journal = JSON.parse(readFileSync(join(drizzleDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
  return JSON.parse(readFileSync(join(drizzleDir, 'meta', `${last}_snapshot.json`), 'utf8')) as {
    tables: Record<string, { columns: Record<string, { generated?: { as: string } }> }>;
  };
}

/** A table's generated columns as schema.ts builds them, each as the SQL drizzle-kit writes. */
function generatedColumns(table: PgTable) {
  const { columns } = getTableConfig(table);
  return Object.fromEntries(
    columns.flatMap((column) => {
      const as = column.generated?.as;
      if (as === undefined) return [];
      const expression = typeof as === 'function' ? as() : as;
      return [[column.name, is(expression, SQL) ? sqlOf(expression) : String(expression)]];
    }),
  );
}

describe('the search document from the declarations', () => {
  it.each([
    ['products', products],
    ['news', news],
  ] as const)('builds %s’s stored search columns exactly as the latest migration has them', (name, table) => {
    const migrated = Object.fromEntries(
      Object.entries(latestSnapshot().tables[`public.${name}`]!.columns).flatMap(([column, declared]) =>
        declared.generated ? [[column, declared.generated.as]] : [],
      ),
    );
    expect(Object.keys(migrated).sort()).toEqual(['search_names', 'search_title', 'search_vector']);
    expect(generatedColumns(table)).toEqual(migrated);
  });

  it('puts a field flagged `search: name` into the names and the text, and one flagged `text` into the text only', () => {
    const hsCode = '"products"."hs_code"';
    const today = searchDocument(productFields, products);
    expect(sqlOf(today.text)).not.toContain(hsCode);

    const asName = searchDocument(
      { ...productFields, hsCode: { ...productFields.hsCode, search: 'name' as const } },
      products,
    );
    expect(sqlOf(asName.names)).toContain(hsCode);
    expect(sqlOf(asName.text)).toContain(hsCode);

    const asText = searchDocument(
      { ...productFields, hsCode: { ...productFields.hsCode, search: 'text' as const } },
      products,
    );
    expect(sqlOf(asText.names)).not.toContain(hsCode);
    expect(sqlOf(asText.text)).toContain(hsCode);
    // Everything searched before is searched still.
    expect(sqlOf(asText.text)).toContain(sqlOf(today.names));
  });

  it('reads a list as its JSON text and a rows field by its flagged parts', () => {
    const { specs, background } = productFields;
    const flagged = searchDocument(
      {
        ...productFields,
        background: { ...background, search: 'text' as const },
        specs: { ...specs, fields: { ...specs.fields, label: { ...specs.fields.label, search: 'text' as const } } },
      },
      products,
    );
    const text = sqlOf(flagged.text);
    expect(text).toContain(`jsonb_path_query_array("products"."specs", '$[*].label')::text`);
    expect(text).toContain(`jsonb_path_query_array("products"."specs", '$[*].value')::text`);
    expect(text).toContain('"products"."feature"::text');
    expect(text).toContain('"products"."background"');
    expect(sqlOf(flagged.names)).not.toContain('$[*].label');
  });

  it('reads each localized searched field in every translated locale, from its translations, and no other', () => {
    const inZh = (as: string, name: string) => `"products"."translations" -> 'zh' ${as} '${name}'`;
    const vector = sqlOf(searchDocument(productFields, products).vector);
    for (const read of [
      `coalesce(${inZh('->>', 'title')}, '')`,
      `coalesce(${inZh('->>', 'desc')}, '')`,
      `coalesce(${inZh('->>', 'endUse')}, '')`,
      `coalesce((${inZh('->', 'feature')})::text, '')`,
      `coalesce((${inZh('->', 'composition')})::text, '')`,
      `coalesce(jsonb_path_query_array(${inZh('->', 'specs')}, '$[*].value')::text, '')`,
    ])
      expect(vector).toContain(read);
    // Searched but not localized (the category, certifications, fibres), and localized but not searched.
    for (const name of ['category', 'certifications', 'fibres', 'background'])
      expect(vector).not.toContain(`'zh' ->> '${name}'`);
    expect(vector).not.toMatch(/'zh' -> '(certifications|fibres)'/);
    expect(vector).not.toContain(`${inZh('->', 'specs')}, '$[*].label'`);

    const { hsCode } = productFields;
    const localizedCode = searchDocument(
      { ...productFields, hsCode: { ...hsCode, search: 'text' as const, localized: true as const } },
      products,
    );
    expect(sqlOf(localizedCode.vector)).toContain(`coalesce(${inZh('->>', 'hsCode')}, '')`);
    expect(sqlOf(localizedCode.names)).not.toContain("'zh'");
  });

  it('reads a title in every locale, and its Chinese by pairs of ideographs from both', () => {
    const title = sqlOf(titleVectorOf(productFields, products));
    expect(title).toContain(`coalesce("products"."translations" -> 'zh' ->> 'title', '')`);
    expect(title).not.toContain("'desc'");
    expect(title).toMatch(/^to_tsvector\('english'::regconfig, .*\) \|\| search_pairs\("products"\."title" \|\| /);
  });

  it('refuses a searched field that has no column', () => {
    expect(() =>
      searchDocument({ ...productFields, grade: { ...productFields.hsCode, search: 'name' as const } }, products),
    ).toThrow('search reads grade, which has no column');
  });
});
