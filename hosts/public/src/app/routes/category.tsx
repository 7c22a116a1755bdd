import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@texbridge/shared/resources/products';
import { data, Link, useLocation, useMatches, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Seo } from '../../components/seo/seo.tsx';
import { breadcrumbJsonLd } from '../../components/seo/structured-data.ts';
import { NotFound } from '../../components/ui/not-found.tsx';
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
import { Breadcrumb } from '../../features/products/components/breadcrumb.tsx';
import { CategoryNav } from '../../features/products/components/category-nav.tsx';
import { ProductCatalogue } from '../../features/products/components/product-catalogue.tsx';
import { NoMatches } from '../../features/products/components/no-matches.tsx';
import { ProductFacets, RESULTS_ID } from '../../features/products/components/product-facets.tsx';
import { filtersOf, valueCount } from '../../features/products/lib/filters.ts';
import {
  categoryFromPath,
  categoryLabel,
  isMenuCategory,
  type MenuCategory,
} from '../../features/products/lib/category.ts';
import {
  catalogueFiltersOr404,
  cataloguePageOr404,
  pageInRangeOr404,
  requestedPage,
} from '../../features/products/lib/catalogue-page.ts';

/**
 * A loader cannot see its route's `handle`; the URL's last segment names the same category. Reads `?page=`
 * as /products does (a page the category does not have is a 404).
 * @routeLoader
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const category = categoryFromPath(new URL(request.url).pathname);
    if (!category) throw data('No such category', { status: 404 });
    const page = cataloguePageOr404(request.url);
    const filters = catalogueFiltersOr404(request.url);
    const [{ total }] = await Promise.all([
      queryClient.ensureQueryData(cataloguePageQueryOptions(page, category, filters)),
      queryClient.ensureQueryData(facetCountsQueryOptions(category, filters)),
    ]);
    pageInRangeOr404(page, total);
    return null;
  };

/** The API filters by category; filtering again keeps a stray record off the wrong listing. */
const inCategory = (rows: Product[], category: MenuCategory) => rows.filter((product) => product.category === category);

/** The router files each category route with `handle: { category }`; the pathname is the fallback. */
function useRouteCategory(): MenuCategory | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  const fromHandle = matches
    .map((match) => (match.handle as { category?: unknown } | undefined)?.category)
    .findLast(isMenuCategory);
  return fromHandle ?? categoryFromPath(pathname);
}

export default function CategoryRoute() {
  const category = useRouteCategory();
  return category ? <CategoryListing category={category} /> : <NotFound />;
}

/** docs/spec.md §2 Category listing: breadcrumb 'Products / Category / {category}' and the products grid. */
function CategoryListing({ category }: { category: MenuCategory }) {
  const [search] = useSearchParams();
  const page = requestedPage(search);
  const filters = filtersOf(search) ?? {};
  const { rows, total } = useCataloguePage(page, category, filters).data;
  const { data: counts } = useFacetCounts(category, filters);
  const products = inCategory(rows, category);
  // Decision: {category} is the menu label (Fibre, Yarn, Fabric, Dyes & Chemical, Garments), as in the menu.
  const label = categoryLabel(category);
  const listHref = paths.products.list.getHref();
  return (
    <>
      <Seo
        title={label}
        description={m.page_category_description({ category: label, siteName: siteName() })}
        // 'Category' is a grouping word with no page of its own, so structured data skips it.
        jsonLd={breadcrumbJsonLd([
          { name: m.nav_products(), path: listHref },
          { name: label, path: paths.products.category.getHref(category) },
        ])}
        noIndex={valueCount(filters) > 1 && 'follow'}
      />
      <PageBanner title={label}>
        <Breadcrumb tone="dark" items={[{ label: 'Products', to: listHref }, { label: 'Category' }, { label }]} />
      </PageBanner>
      <section className="mx-auto max-w-6xl px-6 py-12">
        <div className="mb-10">
          <CategoryNav />
        </div>
        <ProductFacets
          path={paths.products.category.getHref(category)}
          filters={filters}
          counts={counts}
          total={total}
        />
        <div id={RESULTS_ID} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
          {total === 0 && Object.keys(filters).length > 0 ? (
            <NoMatches clearHref={paths.products.category.getHref(category)} />
          ) : total === 0 ? (
            <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-ecru-200">
              <p className="font-display text-2xl text-indigo-900">This items not available right now</p>
              <p className="mt-3 text-charcoal-700">
                Browse{' '}
                <Link to={listHref} className="font-semibold text-madder-600 underline">
                  all products
                </Link>{' '}
                or{' '}
                <Link to={paths.contact.getHref()} className="font-semibold text-madder-600 underline">
                  tell us what you need
                </Link>
                .
              </p>
            </div>
          ) : (
            <ProductCatalogue products={products} total={total} page={page} label={label} />
          )}
        </div>
      </section>
    </>
  );
}
