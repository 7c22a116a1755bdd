import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '@texbridge/shared/format/number';
import { readCap } from '@texbridge/shared/resources/facet-caps';
import type { FacetCount } from '@texbridge/shared/resources/facets';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import {
  facetOf,
  FILTER_NAMES,
  filterHref,
  takesMany,
  toggled,
  valueCount,
  type FilterName,
  type Filters,
} from '../lib/filters.ts';

/** A value of a filter in its facet's words ('BD' → 'Bangladesh'). */
const valueLabel = (name: FilterName, value: string) => facetOf(name).valueLabel?.(value) ?? value;

/** A cap on a range after its facet's name, as a buyer reads it: 'MOQ ≤ 1 t', 'Minimum order ≤ 1,000 kg'. */
function capText(label: string | undefined, name: FilterName, value: string) {
  const { per, max } = facetOf(name);
  const cap = per && readCap(value, per.measures, max!);
  return `${label} ≤ ${cap ? `${formatNumber(cap.amount)} ${cap.unit}` : value}`;
}

/** What a chosen value's chip says. */
function chipText(name: FilterName, value: string) {
  const facet = facetOf(name);
  return facet.at === 'most' ? capText(facet.shortLabel ?? facet.label, name, value) : valueLabel(name, value);
}

/** The filters that take several values, each a group of its values; the others share the panel's Order group. */
const GROUPS = FILTER_NAMES.filter(takesMany);

/** The id of the results the panel's "Show N products" lands on (the routes give it to their list). */
export const RESULTS_ID = 'product-results';
const GROUPS_ID = 'product-filter-groups';

/** How many products a value keeps, beside it. */
const Count = ({ count }: { count: number }) => <span className="text-charcoal-700 tabular-nums">{count}</span>;

/** A value's link said whole, its visible words first (WCAG's label in name): 'GOTS 12 products'. */
const named = (label: string, count: number) => `${label} ${count} ${count === 1 ? 'product' : 'products'}`;
const products = (count: number) => `${formatNumber(count)} ${count === 1 ? 'product' : 'products'}`;

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-indigo-700';
const option =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm text-indigo-900 hover:bg-ecru-100 aria-[current=true]:bg-indigo-100 aria-[current=true]:font-semibold';
const toggle =
  'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-full border-2 border-indigo-900 px-5 text-sm font-semibold text-indigo-900 sm:hidden';
const group = 'group self-start rounded-xl ring-1 ring-ecru-200';
const summary = 'flex min-h-11 cursor-pointer items-center justify-between px-4 font-semibold text-indigo-900';

interface ProductFacetsProps {
  /** The list's own address, without a query. */
  path: string;
  filters: Filters;
  counts: Record<string, FacetCount[]>;
  /** How many products the list holds under these filters. */
  total: number;
}

/**
 * The product list's filters (docs/search.md), each value a plain link with how many products it keeps,
 * so a filtered list is one shareable address the server renders, and the filters work without
 * JavaScript. Several values of a group keep any of them; the chosen ones show as chips that remove them.
 * A link to a list narrowed by more than one value is not for crawlers (`nofollow`; the page is `noindex`).
 * On a phone the groups fold behind one "Filters" button, with "Show N products" to land on the results;
 * a filter chosen keeps the panel open and the page where it is.
 */
export function ProductFacets({ path, filters, counts, total }: ProductFacetsProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const chosen = (Object.entries(filters) as [FilterName, readonly string[]][]).flatMap(([name, values]) =>
    values.map((value) => [name, value] as const),
  );
  /**
   * A link to the list with `next` as its filters. Without scripts each is a new page: it opens at the
   * groups (their :target), where the buyer was; with them, the page stays where it is.
   */
  const to = (
    next: Filters,
    label: ReactNode,
    props: { className: string; 'aria-label'?: string; current?: boolean },
  ) => (
    <Link
      to={`${filterHref(path, next)}${hydrated ? '' : `#${GROUPS_ID}`}`}
      preventScrollReset
      rel={valueCount(next) > 1 ? 'nofollow' : undefined}
      aria-current={props.current || undefined}
      aria-label={props['aria-label']}
      className={props.className}
    >
      {label}
    </Link>
  );
  const sampleLabel = valueLabel('sample', 'true');
  const samples = counts.sampleAvailable?.find((entry) => entry.value === true)?.count ?? 0;
  // Each cap counts the products measured its way (weight, length, pieces); those that keep none are left
  // out, unless chosen.
  const caps = (counts.moqMax ?? []).filter(({ value, count }) => count > 0 || filters.moqMax?.includes(String(value)));
  const showResults = () => {
    setOpen(false);
    const results = document.getElementById(RESULTS_ID);
    results?.scrollIntoView?.({ block: 'start' });
    results?.focus({ preventScroll: true });
  };
  const toggleText = `Filters${chosen.length > 0 ? ` (${chosen.length})` : ''}`;

  return (
    <section aria-labelledby="product-filters" className="mb-10 rounded-2xl bg-white p-5 ring-1 ring-ecru-200">
      <div className="flex items-center justify-between gap-3">
        <h2 id="product-filters" className="font-display text-xl text-indigo-900">
          Filter by specification
        </h2>
        {/* Without scripts the button is a link to the groups, which :target shows. */}
        {hydrated ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={GROUPS_ID}
            onClick={() => setOpen((was) => !was)}
            className={toggle}
          >
            {toggleText}
          </button>
        ) : (
          <a href={`#${GROUPS_ID}`} className={toggle}>
            {toggleText}
          </a>
        )}
      </div>
      {chosen.length > 0 && (
        <ul aria-label="Chosen filters" className="mt-3 flex flex-wrap items-center gap-2">
          {chosen.map(([name, value]) => (
            <li key={`${name}=${value}`}>
              {to(
                toggled(filters, name, value),
                <>
                  {chipText(name, value)} <span aria-hidden="true">×</span>
                </>,
                {
                  'aria-label': `Remove the filter ${chipText(name, value)}`,
                  className: `${chip} bg-indigo-900 text-ecru-50 hover:bg-indigo-700`,
                },
              )}
            </li>
          ))}
          <li>{to({}, 'Clear all', { className: `${chip} text-madder-700 underline` })}</li>
        </ul>
      )}
      <div
        id={GROUPS_ID}
        className={`${hydrated ? (open ? 'grid' : 'hidden') : 'hidden target:grid'} mt-4 scroll-mt-24 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        {GROUPS.map((name) => {
          const values = counts[name] ?? [];
          return (
            <details key={name} open={Boolean(filters[name])} className={group}>
              <summary className={summary}>
                {facetOf(name).label}
                <span aria-hidden="true" className="transition group-open:rotate-180">
                  ▾
                </span>
              </summary>
              {values.length === 0 ? (
                <p className="px-4 pb-3 text-sm text-charcoal-500">None among these products.</p>
              ) : (
                <ul className="max-h-64 overflow-y-auto px-1 pb-2">
                  {values.map(({ value, count }) => {
                    const text = String(value);
                    const words = valueLabel(name, text);
                    return (
                      <li key={text}>
                        {to(toggled(filters, name, text), [words, ' ', <Count key="n" count={count} />], {
                          current: filters[name]?.includes(text),
                          'aria-label': named(words, count),
                          className: option,
                        })}
                      </li>
                    );
                  })}
                </ul>
              )}
            </details>
          );
        })}
        <details open={Boolean(filters.moqMax || filters.sample)} className={group}>
          <summary className={summary}>
            Order
            <span aria-hidden="true" className="transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="px-1 pb-2">
            {caps.map(({ value, count }) => {
              const cap = String(value);
              const label = capText(facetOf('moqMax').label, 'moqMax', cap);
              return (
                <li key={cap}>
                  {to(toggled(filters, 'moqMax', cap), [label, ' ', <Count key="n" count={count} />], {
                    current: filters.moqMax?.includes(cap),
                    'aria-label': named(label, count),
                    className: option,
                  })}
                </li>
              );
            })}
            <li>
              {to(toggled(filters, 'sample', 'true'), [`${sampleLabel} `, <Count key="n" count={samples} />], {
                current: filters.sample?.includes('true'),
                'aria-label': named(sampleLabel, samples),
                className: option,
              })}
            </li>
          </ul>
        </details>
        {hydrated ? (
          <button
            type="button"
            onClick={showResults}
            className="min-h-11 rounded-full bg-madder-600 px-6 font-semibold text-ecru-50 sm:hidden"
          >
            Show {products(total)}
          </button>
        ) : (
          <a
            href={`#${RESULTS_ID}`}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-madder-600 px-6 font-semibold text-ecru-50 sm:hidden"
          >
            Show {products(total)}
          </a>
        )}
      </div>
    </section>
  );
}
