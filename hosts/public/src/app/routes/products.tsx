import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';
import { m } from '../../paraglide/messages.js';
import {
  cataloguePageQueryOptions,
  facetCountsQueryOptions,
  useCataloguePage,
  useFacetCounts,
} from '../../features/products/api/get-products.ts';
import { CategoryNav } from '../../features/products/components/category-nav.tsx';
import { ProductCatalogue } from '../../features/products/components/product-catalogue.tsx';
import { NoMatches } from '../../features/products/components/no-matches.tsx';
import { ProductFacets, RESULTS_ID } from '../../features/products/components/product-facets.tsx';
import {
  catalogueFiltersOr404,
  cataloguePageOr404,
  pageInRangeOr404,
  requestedPage,
} from '../../features/products/lib/catalogue-page.ts';
import { filtersOf, valueCount } from '../../features/products/lib/filters.ts';

/**
 * Reads `?page=` and the filters and asks for that page alone, and for the filters' counts: a page past the
 * end, or not written as the grid writes it, or a filter value the list does not have, is a 404.
 * @routeLoader
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const page = cataloguePageOr404(request.url);
    const filters = catalogueFiltersOr404(request.url);
    const [{ total }] = await Promise.all([
      queryClient.ensureQueryData(cataloguePageQueryOptions(page, undefined, filters)),
      queryClient.ensureQueryData(facetCountsQueryOptions(undefined, filters)),
    ]);
    pageInRangeOr404(page, total);
    return null;
  };

/** docs/spec.md §2 Products grid: every product, 3 columns, 9 a page. */
export default function ProductsRoute() {
  const [search] = useSearchParams();
  const page = requestedPage(search);
  const filters = filtersOf(search) ?? {};
  const filtered = Object.keys(filters).length > 0;
  const {
    data: { rows, total },
  } = useCataloguePage(page, undefined, filters);
  const { data: counts } = useFacetCounts(undefined, filters);
  const path = paths.products.list.getHref();
  return (
    <>
      <Seo
        title={m.nav_products()}
        description={m.page_products_description({ siteName: siteName() })}
        noIndex={valueCount(filters) > 1 && 'follow'}
      />
      <PageBanner title={m.nav_products()}>
        <p className="max-w-2xl text-lg">
          Fibre, yarn, fabric, dyes &amp; chemicals and garments — sourced from audited mills and shipped from Dhaka.
        </p>
      </PageBanner>
      <section className="mx-auto max-w-6xl px-6 py-12">
        <div className="mb-10">
          <CategoryNav />
        </div>
        <ProductFacets path={path} filters={filters} counts={counts} total={total} />
        <div id={RESULTS_ID} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          {total === 0 && filtered ? (
            <NoMatches clearHref={path} />
          ) : total === 0 ? (
            <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-ecru-200">
              <p className="font-display text-2xl text-indigo-900">No products have been listed yet.</p>
              <p className="mt-3 text-charcoal-700">
                Tell us what you are looking for and we will source it:{' '}
                <Link to={paths.contact.getHref()} className="font-semibold text-madder-600 underline">
                  contact us
                </Link>
                .
              </p>
            </div>
          ) : (
            <ProductCatalogue products={rows} total={total} page={page} label="Products" showCategory />
          )}
        </div>
      </section>
    </>
  );
}
