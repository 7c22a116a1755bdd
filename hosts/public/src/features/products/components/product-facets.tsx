import { Link } from 'react-router-dom';
import { formatNumber } from '@texbridge/shared/format/number';
import type { FacetCount } from '@texbridge/shared/resources/facets';
import { readCap } from '@texbridge/shared/resources/facet-caps';
import { countryName, fibreLabel, MOQ_MAX, UNIT_MEASURES } from '@texbridge/shared/resources/product-vocabulary';
import { filterHref, type FilterName, type Filters } from '../lib/filters.ts';

/** A cap on the minimum order as a buyer reads it: "1,000 kg", "1 t", "500 m". */
function capLabel(value: string) {
  const cap = readCap(value, UNIT_MEASURES, MOQ_MAX);
  return cap ? `${formatNumber(cap.amount)} ${cap.unit}` : value;
}

/** How each filter names itself and its values, and where its counts are in GET /products/facets. */
const GROUPS: { name: FilterName; label: string; counted?: string; valueLabel: (value: string) => string }[] = [
  { name: 'certification', label: 'Certification', valueLabel: (value) => value },
  { name: 'fibre', label: 'Fibre', valueLabel: fibreLabel },
  { name: 'origin', label: 'Origin', valueLabel: countryName },
];

/** How many products a value keeps, beside it. */
const Count = ({ count }: { count: number }) => <span className="text-charcoal-700 tabular-nums">{count}</span>;

/** A value's link said whole, its visible words first (WCAG's label in name): 'GOTS 12 products'. */
const named = (label: string, count: number) => `${label} ${count} ${count === 1 ? 'product' : 'products'}`;

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold focus-visible:outline-indigo-700';
const option =
  'flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm text-indigo-900 hover:bg-ecru-100 aria-[current=true]:bg-indigo-100 aria-[current=true]:font-semibold';

/**
 * The product list's filters (docs/search.md), each value a plain link with how many products it keeps,
 * so a filtered list is one shareable address the server renders, and the filters work without
 * JavaScript; each group folds away (`<details>`), and the chosen ones show as chips that remove them.
 */
export function ProductFacets({
  path,
  filters,
  counts,
}: {
  /** The list's own address, without a query. */
  path: string;
  filters: Filters;
  counts: Record<string, FacetCount[]>;
}) {
  const chosen = (Object.entries(filters) as [FilterName, string][]).filter(([, value]) => value);
  const chipText = (name: FilterName, value: string) => {
    if (name === 'moqMax') return `MOQ ≤ ${capLabel(value)}`;
    if (name === 'sample') return value === 'true' ? 'Samples available' : 'Without samples';
    return GROUPS.find((group) => group.name === name)!.valueLabel(value);
  };
  const samples = counts.sampleAvailable?.find((entry) => entry.value === true)?.count ?? 0;
  // Each cap counts the products measured its way (weight, length, pieces); those that keep none are left
  // out, unless chosen.
  const caps = (counts.moqMax ?? []).filter(({ value, count }) => count > 0 || filters.moqMax === value);
  return (
    <section aria-labelledby="product-filters" className="mb-10 rounded-2xl bg-white p-5 ring-1 ring-ecru-200">
      <h2 id="product-filters" className="font-display text-xl text-indigo-900">
        Filter by specification
      </h2>
      {chosen.length > 0 && (
        <ul aria-label="Chosen filters" className="mt-3 flex flex-wrap items-center gap-2">
          {chosen.map(([name, value]) => (
            <li key={name}>
              <Link
                to={filterHref(path, filters, { [name]: undefined })}
                aria-label={`Remove the filter ${chipText(name, value)}`}
                className={`${chip} bg-indigo-900 text-ecru-50 hover:bg-indigo-700`}
              >
                {chipText(name, value)} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={path} className={`${chip} text-madder-700 underline`}>
              Clear all
            </Link>
          </li>
        </ul>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {GROUPS.map(({ name, label, valueLabel }) => {
          const values = counts[name] ?? [];
          return (
            <details
              key={name}
              open={Boolean(filters[name])}
              className="group self-start rounded-xl ring-1 ring-ecru-200"
            >
              <summary className="flex min-h-11 cursor-pointer items-center justify-between px-4 font-semibold text-indigo-900">
                {label}
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
                    const current = filters[name] === text;
                    return (
                      <li key={text}>
                        <Link
                          to={filterHref(path, filters, { [name]: current ? undefined : text })}
                          aria-current={current || undefined}
                          aria-label={named(valueLabel(text), count)}
                          className={option}
                        >
                          {valueLabel(text)} <Count count={count} />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
            </details>
          );
        })}
        <details
          open={Boolean(filters.moqMax || filters.sample)}
          className="group self-start rounded-xl ring-1 ring-ecru-200"
        >
          <summary className="flex min-h-11 cursor-pointer items-center justify-between px-4 font-semibold text-indigo-900">
            Order
            <span aria-hidden="true" className="transition group-open:rotate-180">
              ▾
            </span>
          </summary>
          <ul className="px-1 pb-2">
            {caps.map(({ value, count }) => {
              const cap = String(value);
              return (
                <li key={cap}>
                  <Link
                    to={filterHref(path, filters, { moqMax: filters.moqMax === cap ? undefined : cap })}
                    aria-current={filters.moqMax === cap || undefined}
                    aria-label={named(`Minimum order ≤ ${capLabel(cap)}`, count)}
                    className={option}
                  >
                    Minimum order ≤ {capLabel(cap)} <Count count={count} />
                  </Link>
                </li>
              );
            })}
            <li>
              <Link
                to={filterHref(path, filters, { sample: filters.sample ? undefined : 'true' })}
                aria-current={Boolean(filters.sample) || undefined}
                aria-label={named('Samples available', samples)}
                className={option}
              >
                Samples available <Count count={samples} />
              </Link>
            </li>
          </ul>
        </details>
      </div>
    </section>
  );
}
