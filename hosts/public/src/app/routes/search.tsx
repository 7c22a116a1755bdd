import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { formatNumber } from '@texbridge/shared/format/number';
import { searchWords } from '@texbridge/shared/format/search-words';
import { fibreLabel } from '@texbridge/shared/resources/product-vocabulary';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { paths } from '../../config/paths.ts';
import { SEARCH_PAGE_SIZE, searchHref, searchQueryOptions, useSearch } from '../../features/search/api/get-search.ts';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { facetCountsQueryOptions } from '../../features/products/api/get-products.ts';
import { cataloguePageOr404, requestedPage } from '../../features/products/lib/catalogue-page.ts';
import { m } from '../../paraglide/messages.js';

/** What the address asks for: the words (trimmed; too long is said, not sent) and the page. */
function asked(search: URLSearchParams) {
  const q = (search.get('q') ?? '').trim();
  return { q, tooLong: q.length > searchReads.queryMax, page: requestedPage(search) };
}

/**
 * Reads `?q=` and `?page=` and asks the API for that page of matches; a malformed page is a 404.
 * @routeLoader
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const page = cataloguePageOr404(request.url);
    const { q, tooLong } = asked(new URL(request.url).searchParams);
    if (q && !tooLong) await queryClient.ensureQueryData(searchQueryOptions(q, page));
    // The examples of what to search for are the catalogue's own most listed values.
    else if (!q) await queryClient.ensureQueryData(facetCountsQueryOptions(undefined, {})).catch(() => null);
    return null;
  };

/** The most listed certifications and fibres of the catalogue, each a search that finds them. */
const EXAMPLES = [
  { counted: 'certification', label: (value: string) => value },
  { counted: 'fibre', label: fibreLabel },
] as const;

/**
 * What to search for, as links that find something: the catalogue's own most listed certifications and
 * fibres (GET /products/facets; search reads the same words), two of each.
 */
function Examples() {
  // Not suspended: a catalogue that cannot be counted leaves the examples out, not the page.
  const { data: counts } = useQuery(facetCountsQueryOptions(undefined, {}));
  const examples = EXAMPLES.flatMap(({ counted, label }) =>
    (counts?.[counted] ?? []).slice(0, 2).map(({ value }) => label(String(value))),
  );
  return (
    <>
      <p className="mt-2 text-charcoal-700">
        Search by product, fibre, certification or count{examples.length > 0 ? ', for example:' : '.'}
      </p>
      {examples.length > 0 && (
        <ul aria-label="Searches to try" className="mt-3 flex flex-wrap gap-2">
          {examples.map((example) => (
            <li key={example}>
              <Link
                to={searchHref(example)}
                className="inline-flex min-h-11 items-center rounded-full bg-indigo-100 px-4 font-semibold text-indigo-900 hover:bg-indigo-200"
              >
                {example}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Where to go when nothing matched: the categories, and the agency itself. */
function Suggestions() {
  return (
    <div className="mt-6">
      <p className="text-charcoal-700">Browse a category instead:</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {MENU_CATEGORIES.map(({ category, label }) => (
          <li key={category}>
            <Link
              to={paths.products.category.getHref(category)}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-charcoal-700">
        Or tell us what you source, and we will find it:{' '}
        <Link to={paths.contact.getHref()} className="font-semibold text-madder-600 underline">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}

function Matches({ q, page }: { q: string; page: number }) {
  const {
    data: { total, items, capped, corrected },
  } = useSearch(q, page);
  const words = searchWords(corrected ?? q);
  if (total === 0)
    return (
      <div className="rounded-2xl bg-white p-8 ring-1 ring-ecru-200">
        <p className="font-display text-2xl text-indigo-900">Nothing matches “{q}”.</p>
        <Suggestions />
      </div>
    );
  return (
    <>
      {corrected && (
        <p className="mb-2 font-semibold text-indigo-900">
          Nothing matches “{q}”. Showing the matches for “{corrected}”.
        </p>
      )}
      <p className="mb-5 text-charcoal-700">
        {capped
          ? `More than ${formatNumber(total)} matches`
          : total === 1
            ? '1 match'
            : `${formatNumber(total)} matches`}{' '}
        for “{corrected ?? q}”, best first{capped && '. Add a word to narrow them.'}
      </p>
      {items.length === 0 ? (
        <p className="text-charcoal-700">
          No more matches.{' '}
          <Link to={searchHref(q)} className="font-semibold text-madder-600 underline">
            Back to the first page
          </Link>
        </p>
      ) : (
        <SearchResults hits={items} words={words} />
      )}
      <Pagination
        className="mt-10"
        total={total}
        pageSize={SEARCH_PAGE_SIZE}
        page={page}
        threshold={SEARCH_PAGE_SIZE}
        label="Search results pages"
        getHref={(to) => searchHref(q, to)}
      />
    </>
  );
}

/** docs/search.md: the site's search, server-rendered, its address shareable. */
export default function SearchRoute() {
  const { q, tooLong, page } = asked(useSearchParams()[0]);
  return (
    <>
      <Seo
        title={q ? m.page_search_title_query({ query: q.slice(0, 60) }) : m.search_submit()}
        description={m.page_search_description()}
        noIndex
      />
      <PageBanner title={m.search_submit()} />
      <section className="mx-auto max-w-4xl px-6 py-12">
        <div className="mb-8">
          <SearchForm q={q} size="wide" id="search-page-q" />
        </div>
        {tooLong ? (
          <p role="alert" className="text-madder-700">
            A search may be at most {searchReads.queryMax} characters: shorten it and search again.
          </p>
        ) : q ? (
          <Matches q={q} page={page} />
        ) : (
          <div className="rounded-2xl bg-white p-8 ring-1 ring-ecru-200">
            <p className="font-display text-2xl text-indigo-900">What do you source?</p>
            <Examples />
            <Suggestions />
          </div>
        )}
      </section>
    </>
  );
}
