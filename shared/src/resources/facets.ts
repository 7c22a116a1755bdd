import { z } from 'zod';
import { readCap, type Cap, type Measure } from './facet-caps.ts';
import type { Field, Fields } from './fields.ts';

/**
 * A list's facets (docs/search.md): each names the declared field it reads (and the part, for a group or
 * rows), so its query values, its SQL (server/src/catalogue/facets.ts) and the fake API's filter all derive from
 * that field's kind:
 * - a `select` or `boolean` field keeps the rows whose value equals it;
 * - a `multiselect` keeps those that list it;
 * - `rows` keep those with a row whose `part` equals it;
 * - a group's number `part` with `at: 'most'` keeps those whose part is at most it. With `per`, the group's
 *   unit part, the value is an amount with its unit ("1t", "500m"), compared in its kind's base unit with
 *   rows of the same kind only, and counted at each of `caps`.
 */
export interface Facet {
  field: string;
  part?: string;
  at?: 'most';
  /** The group's part that holds the amount's unit, and each unit's kind and size in its kind's base unit. */
  per?: { part: string; measures: Readonly<Record<string, Measure>> };
  /** The values a range is counted at, as its URL writes them ("1t"). */
  caps?: readonly string[];
  /** The key of its counts in the facets call; the facet's name when left out. */
  countedAs?: string;
  /**
   * Several values may be asked for at once (`?origin=BD&origin=IN`): a row is kept when it has any of them,
   * as the other facets narrow it further (docs/search.md).
   */
  many?: boolean;
  /** The values it takes, as its field's options list them (facetMatch refuses a declaration that differs). */
  values?: readonly string[];
  /** With `at: 'most'`, the largest amount, as its field's part has it (checked the same way). */
  max?: number;
  /**
   * How a page names the facet in its filter panel (docs/search.md). A facet with a label is a filter of a
   * list's query; one without is chosen otherwise (the category by the list's own path, /products/yarn).
   */
  label?: string;
  /** Its name on a chosen value's chip, where the label is long. */
  shortLabel?: string;
  /** A value as a page shows it (a country's name for its code); the value itself when left out. */
  valueLabel?: (value: string) => string;
}
export type Facets = Readonly<Record<string, Facet>>;

/** How a facet keeps a row, from its field's kind. */
export type FacetMatch =
  | { kind: 'equals' | 'lists'; field: string; values?: readonly string[]; many?: boolean }
  | { kind: 'row'; field: string; part: string; values: readonly string[]; many?: boolean }
  | { kind: 'at-most'; field: string; part: string; min: number; max: number }
  | {
      kind: 'at-most-of-kind';
      field: string;
      part: string;
      unit: string;
      measures: Readonly<Record<string, Measure>>;
      caps: readonly string[];
      max: number;
    };

const optionsOf = (field: Field) => (field.kind === 'select' || field.kind === 'multiselect' ? field.options : []);

/** How `facet` keeps a row, from its field's kind; it throws where its declared values or max are not its field's. */
export function facetMatch(fields: Fields, name: string, facet: Facet): FacetMatch {
  const match = matchOf(fields, name, facet);
  const declared = 'values' in match ? match.values : undefined;
  if (facet.values && JSON.stringify(facet.values) !== JSON.stringify(declared))
    throw new Error(`facet ${name}: its values are not the options of ${facet.field}`);
  if (facet.max !== undefined && (!('max' in match) || match.max !== facet.max))
    throw new Error(`facet ${name}: its max is not that of ${facet.field}`);
  return match;
}

function matchOf(fields: Fields, name: string, facet: Facet): FacetMatch {
  const field = fields[facet.field];
  if (!field) throw new Error(`facet ${name}: no field ${facet.field}`);
  const values = optionsOf(field).map((option) => option.value);
  const many = facet.many === true;
  if (field.kind === 'select') return { kind: 'equals', field: facet.field, values, many };
  if (field.kind === 'boolean') return { kind: 'equals', field: facet.field };
  if (field.kind === 'multiselect') return { kind: 'lists', field: facet.field, values, many };
  const part = facet.part && (field.kind === 'rows' || field.kind === 'group') ? field.fields[facet.part] : undefined;
  if (field.kind === 'rows' && part?.kind === 'select')
    return {
      kind: 'row',
      field: facet.field,
      part: facet.part!,
      values: optionsOf(part).map((option) => option.value),
      many,
    };
  if (field.kind === 'group' && part?.kind === 'number' && facet.at === 'most' && facet.per)
    return {
      kind: 'at-most-of-kind',
      field: facet.field,
      part: facet.part!,
      unit: facet.per.part,
      measures: facet.per.measures,
      caps: facet.caps ?? [],
      max: part.max,
    };
  if (field.kind === 'group' && part?.kind === 'number' && facet.at === 'most')
    return { kind: 'at-most', field: facet.field, part: facet.part!, min: part.min, max: part.max };
  throw new Error(`facet ${name}: a ${field.kind} field cannot be a facet this way`);
}

/** A facet's value in a query string, as its match reads it. */
function queryValue(match: FacetMatch) {
  if (match.kind === 'at-most') return z.coerce.number().int().min(match.min).max(match.max);
  if (match.kind === 'at-most-of-kind') {
    const units = Object.keys(match.measures).join(', ');
    return z.string().transform((value, context) => {
      const cap = readCap(value, match.measures, match.max);
      if (cap) return cap;
      context.addIssue({ code: 'custom', message: `must be an amount and one of ${units}, such as ${match.caps[0]}` });
      return z.NEVER;
    });
  }
  if (match.values && match.many) {
    // One value or several, each on the list; read as the list of those asked for, once each.
    const message = `must be one of ${match.values.join(', ')}`;
    return z
      .union([z.string(), z.array(z.string()).max(match.values.length)], { message })
      .transform((value, context) => {
        const asked = [...new Set(Array.isArray(value) ? value : [value])];
        if (asked.length > 0 && asked.every((one) => match.values!.includes(one))) return asked;
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      });
  }
  if (match.values) {
    const values = match.values as [string, ...string[]];
    return z.enum(values, { message: `must be one of ${values.join(', ')}` });
  }
  // A yes-or-no: true or false, as a URL writes it.
  return z.enum(['true', 'false'], { message: 'must be true or false' }).transform((value) => value === 'true');
}

/** The list's query fields, one for each facet, each optional. */
export const facetQuery = (fields: Fields, facets: Facets) =>
  z.object(
    Object.fromEntries(
      Object.entries(facets).map(([name, facet]) => [name, queryValue(facetMatch(fields, name, facet)).optional()]),
    ),
  );

/** Whether `row` is kept by the facet `match` at `value` (the fake API's filter; the server's is SQL). */
export function keeps(match: FacetMatch, row: Record<string, unknown>, value: unknown): boolean {
  if (Array.isArray(value)) return value.some((one) => keeps(match, row, one));
  const stored = row[match.field];
  switch (match.kind) {
    case 'equals':
      return stored === value;
    case 'lists':
      return Array.isArray(stored) && stored.includes(value);
    case 'row':
      return Array.isArray(stored) && stored.some((entry: Record<string, unknown>) => entry[match.part] === value);
    case 'at-most': {
      const amount = (stored as Record<string, unknown> | undefined)?.[match.part];
      return typeof amount === 'number' && amount <= Number(value);
    }
    case 'at-most-of-kind': {
      const group = stored as Record<string, unknown> | undefined;
      const measure = match.measures[String(group?.[match.unit])];
      const amount = group?.[match.part];
      const cap = value as Cap;
      return typeof amount === 'number' && measure?.kind === cap.kind && amount * measure.base <= cap.base;
    }
  }
}

/** The values `row` has for `match`, once each, as its counts count them (the fake API's; the server's is SQL). */
export function valuesOf(match: FacetMatch, row: Record<string, unknown>): (string | boolean)[] {
  const stored = row[match.field];
  switch (match.kind) {
    case 'equals':
      return stored === undefined || stored === null ? [] : [stored as string | boolean];
    case 'lists':
      return Array.isArray(stored) ? (stored as string[]) : [];
    case 'row':
      return Array.isArray(stored)
        ? [...new Set((stored as Record<string, string>[]).map((entry) => entry[match.part]!))]
        : [];
    case 'at-most':
    case 'at-most-of-kind':
      return [];
  }
}

/** One value of a facet and how many rows have it: `GET /products/facets`. */
export const facetCount = z.object({ value: z.union([z.string(), z.boolean()]), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

/**
 * The order a facet's counts come in: most first, then by value as English sorts it, capitals or not
 * ('BCI', 'bluesign', 'BSCI'). The API and the fake API both sort with it, as a database's own order of
 * text differs by its collation (PGlite's puts 'bluesign' after 'ZDHC', PostgreSQL's en_US does not).
 */
export const byCount = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || String(a.value).localeCompare(String(b.value), 'en');
