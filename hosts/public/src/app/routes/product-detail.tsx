import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { titleStem, truncate } from '@texbridge/shared/format/truncate';
import { specSheetPath } from '@texbridge/shared/resources/public-reads';
import { Seo } from '../../components/seo/seo.tsx';
import { breadcrumbJsonLd, type Crumb } from '../../components/seo/structured-data.ts';
import { recordIdOr404 } from '../../lib/record-id.ts';
import { AddToQuote } from '../../components/quote/add-to-quote.tsx';
import { Paragraphs } from '../../components/ui/paragraphs.tsx';
import { island } from '../../components/ui/island.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { paths } from '../../config/paths.ts';
import { assetUrl } from '../../config/runtime.ts';
import { relatedProductsQueryOptions } from '../../features/products/api/get-related-products.ts';
import { productQueryOptions, useProduct } from '../../features/products/api/get-product.ts';
import { Breadcrumb, type BreadcrumbItem } from '../../features/products/components/breadcrumb.tsx';
import { ProductFacts } from '../../features/products/components/product-facts.tsx';
import { useWhatsAppNumber } from '../../features/contacts/api/get-contact.ts';
import { Certifications, KeyFacts } from '../../features/products/components/product-specification.tsx';
import { categoryLabel, isMenuCategory } from '../../features/products/lib/category.ts';
import { productJsonLd } from '../../features/products/lib/json-ld.ts';

// Below the page's first screen (the share buttons under the quotation links, the related products at the
// foot): their code is not in the first load (docs/performance.md).
const ProductShare = island(
  'product-share',
  () => import('../../features/products/components/product-share.tsx').then((module) => module.ProductShare),
  { rootMargin: '100px' },
);
const RelatedProducts = island('related-products', () =>
  import('../../features/products/components/related-products.tsx').then((module) => module.RelatedProducts),
);

/**
 * The product first (a 404 becomes the router's Page Not Found); the related cards start loading alongside.
 * @routeLoader
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const product = await queryClient.ensureQueryData(productQueryOptions(recordIdOr404(params.id)));
    void queryClient.prefetchQuery(relatedProductsQueryOptions(product.category));
    return product;
  };

/** docs/spec.md §2 Product detail. */
export default function ProductDetailRoute() {
  const { data: product } = useProduct(useParams().id!);
  const whatsapp = useWhatsAppNumber();
  const label = categoryLabel(product.category);
  const href = paths.products.detail.getHref(product._id);
  const categoryHref = isMenuCategory(product.category) ? paths.products.category.getHref(product.category) : undefined;
  const trail: Crumb[] = [
    { name: 'Products', path: paths.products.list.getHref() },
    ...(categoryHref ? [{ name: label, path: categoryHref }] : []),
    { name: product.title },
  ];
  const crumbs: BreadcrumbItem[] = trail.map(({ name, path }) => ({ label: name, to: path }));

  return (
    <article>
      <Seo
        // docs/spec.md §2/§9: detail titles use the first 10 characters of the item title.
        title={titleStem(product.title)}
        shareTitle={product.title}
        description={truncate(product.desc, 155)}
        image={assetUrl(product.productImage)}
        type="product"
        jsonLd={[productJsonLd(product, href), breadcrumbJsonLd(trail)]}
      />
      <div className="border-b border-ecru-200 bg-ecru-100">
        <div className="mx-auto max-w-6xl px-6 py-4">
          <Breadcrumb items={crumbs} />
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 lg:grid-cols-2 lg:gap-14">
        <div className="relative isolate self-start">
          <span
            aria-hidden="true"
            className="absolute inset-0 -z-10 translate-x-3 translate-y-3 rounded-2xl bg-twill"
          />
          <Picture
            src={product.productImage}
            alt={product.title}
            width={1200}
            height={900}
            sizes="(min-width: 1152px) 524px, (min-width: 1024px) calc(50vw - 52px), calc(100vw - 48px)"
            priority
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg ring-1 ring-ecru-200"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-widest text-madder-600 uppercase">{label}</p>
          <h1 className="mt-2 text-4xl leading-tight text-indigo-900 sm:text-5xl">{product.title}</h1>
          <section aria-labelledby="product-description" className="mt-8">
            <h2 id="product-description" className="text-2xl text-indigo-900">
              Product Description
            </h2>
            <Paragraphs text={product.desc} className="mt-3 space-y-4 text-lg leading-relaxed text-charcoal-700" />
          </section>
          <section aria-labelledby="product-end-use" className="mt-8 rounded-2xl bg-indigo-900 p-6 text-ecru-50">
            <h2 id="product-end-use" className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">
              End Use
            </h2>
            <p className="mt-2 text-lg">{product.endUse}</p>
          </section>
          <KeyFacts product={product} />
          <Certifications product={product} />
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <Link
              to={paths.quote.getHref(product._id)}
              className="inline-flex items-center gap-2 rounded-full bg-madder-600 px-6 py-3 font-semibold text-ecru-50 shadow-sm transition hover:bg-madder-700"
            >
              Ask for a quotation <span aria-hidden="true">→</span>
            </Link>
            <AddToQuote product={product} variant="page" />
            {/* docs/spec-sheet.md: the API makes it and the render server passes it on, so it stays on the
                site's origin; a plain link, so it opens without the page's code. */}
            <a
              href={specSheetPath(product._id)}
              type="application/pdf"
              className="inline-flex min-h-11 items-center font-semibold text-indigo-900 underline decoration-madder-600 decoration-2 underline-offset-4 hover:text-madder-700"
            >
              Spec sheet (PDF)
            </a>
          </div>
          <ProductShare product={product} whatsapp={whatsapp} />
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-6 pb-14">
        <ProductFacts product={product} />
      </div>

      <RelatedProducts product={product} />
    </article>
  );
}
