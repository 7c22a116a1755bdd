// No zod here: the public site's product filters read caps from this and check their values with it, and zod
// stays off its pages (docs/performance.md). facets.ts declares how a capped range filters and counts.

/** What a unit measures (mass, length…) and how many of its kind's base unit it is. */
export interface Measure {
  kind: string;
  base: number;
}

/** A range's value read: an amount in a unit, and the same in its kind's base unit. */
export interface Cap {
  amount: number;
  unit: string;
  kind: string;
  base: number;
}

/**
 * An amount with its unit as a URL writes it ("1000kg", "1t", "2.5t"), read against `measures`; a bare
 * number is in the first unit, as the list's first such links were. Undefined for anything else, or for
 * an amount over `max` of its base unit.
 */
export function readCap(value: string, measures: Readonly<Record<string, Measure>>, max: number): Cap | undefined {
  const [, digits, written] = /^(\d{1,9}(?:\.\d{1,3})?)([a-z]*)$/.exec(value) ?? [];
  const unit = written || Object.keys(measures)[0]!;
  if (digits === undefined || !Object.hasOwn(measures, unit)) return undefined;
  const measure = measures[unit]!;
  const amount = Number(digits);
  const base = amount * measure.base;
  return amount > 0 && base <= max ? { amount, unit, kind: measure.kind, base } : undefined;
}

/**
 * Whether a list's query may carry `value` for a facet declared with these (facets.ts `Facet`): one of its
 * `values`, an amount with its unit up to its `max`, or else true or false. The API's query reads the same
 * from the facet's field (`facetQuery`), and `facetMatch` refuses a declaration whose values or max differ.
 */
export function facetTakes(
  facet: {
    field: string;
    values?: readonly string[];
    per?: { measures: Readonly<Record<string, Measure>> };
    max?: number;
  },
  value: string,
): boolean {
  if (facet.per) return readCap(value, facet.per.measures, facet.max ?? Number.MAX_SAFE_INTEGER) !== undefined;
  if (facet.values) return facet.values.includes(value);
  return value === 'true' || value === 'false';
}
