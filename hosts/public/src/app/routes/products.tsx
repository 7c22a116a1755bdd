import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunctionArgs } from 'react-router-dom';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';
import { productsQueryOptions, useProducts } from '../../features/products/api/get-products.ts';
import { CategoryNav } from '../../features/products/components/category-nav.tsx';
import { ProductCatalogue } from '../../features/products/components/product-catalogue.tsx';
import { cataloguePageOr404 } from '../../features/products/lib/catalogue-page.ts';

/** Reads `?page=`: a page past the end, or not written as the grid writes it, is a 404. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const products = await queryClient.ensureQueryData(productsQueryOptions());
    cataloguePageOr404(request.url, products.length);
    return null;
  };

/** docs/spec.md §2 Products grid: every product, 3 columns, 9 a page. */
export default function ProductsRoute() {
  const { data: products } = useProducts();
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
        {products.length === 0 ? (
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
          <ProductCatalogue products={products} label="Products" showCategory />
        )}
      </section>
    </>
  );
}
