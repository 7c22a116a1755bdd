import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';
import { cataloguePageQueryOptions, useCataloguePage } from '../../features/products/api/get-products.ts';
import { CategoryNav } from '../../features/products/components/category-nav.tsx';
import { ProductCatalogue } from '../../features/products/components/product-catalogue.tsx';
import { cataloguePageOr404, pageInRangeOr404, requestedPage } from '../../features/products/lib/catalogue-page.ts';

/** Reads `?page=` and asks for that page alone: a page past the end, or not written as the grid writes it, is a 404. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const page = cataloguePageOr404(request.url);
    const { total } = await queryClient.ensureQueryData(cataloguePageQueryOptions(page));
    pageInRangeOr404(page, total);
    return null;
  };

/** docs/spec.md §2 Products grid: every product, 3 columns, 9 a page. */
export default function ProductsRoute() {
  const page = requestedPage(useSearchParams()[0]);
  const {
    data: { rows, total },
  } = useCataloguePage(page);
  return (
    <>
      <Seo
        title="Products"
        description={`Fibre, yarn, fabrics, dyes & chemicals and garments sourced by ${siteName()} from audited mills.`}
      />
      <PageBanner title="Products">
        <p className="max-w-2xl text-lg">
          Fibre, yarn, fabric, dyes &amp; chemicals and garments — sourced from audited mills and shipped from Dhaka.
        </p>
      </PageBanner>
      <section className="mx-auto max-w-6xl px-6 py-12">
        <div className="mb-10">
          <CategoryNav />
        </div>
        {total === 0 ? (
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
      </section>
    </>
  );
}
