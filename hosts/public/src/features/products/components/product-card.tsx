import { Link } from 'react-router-dom';
import type { Product } from '@texbridge/shared/resources/products';
import { cardFocusRing, stretchedLink } from '../../../components/ui/focus-ring.ts';
import { Picture } from '../../../components/ui/picture.tsx';
import { AddToQuote } from '../../../components/quote/add-to-quote.tsx';
import { paths } from '../../../config/paths.ts';
import { categoryLabel } from '../lib/category.ts';
import { SourcingFacts } from '../../../components/product/sourcing-facts.tsx';

interface ProductCardProps {
  product: Pick<Product, '_id' | 'title' | 'category' | 'productImage'> &
    Partial<Pick<Product, 'moq' | 'origin' | 'certifications'>>;
  /** 2 under a page heading, 3 under a section heading (related products). */
  headingLevel?: 2 | 3;
  /** The category chip: useful on the mixed grid, noise inside one category. */
  showCategory?: boolean;
  /** The page's LCP: the first card of a catalogue page (see Picture). */
  priority?: boolean;
}

/**
 * docs/spec.md §2 grid card: image and title linking to /products/{id}, and under the title the sourcing
 * facts a buyer compares. The whole card is the link's target (a stretched ::after), while the accessible
 * name stays the title alone; the image is decorative. Its foot adds the product to the quote
 * (docs/quotes.md), above the stretched link.
 */
export function ProductCard({ product, headingLevel = 2, showCategory = false, priority }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ecru-200 transition duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:ring-indigo-600/30 ${cardFocusRing}`}
    >
      <div className="aspect-[4/3] overflow-hidden bg-ecru-100">
        <Picture
          src={product.productImage}
          alt=""
          width={600}
          height={450}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 48px)"
          className="size-full object-cover transition duration-500 group-hover:scale-105"
          priority={priority}
        />
      </div>
      <div className="flex flex-1 items-start justify-between gap-4 p-5">
        <div className="min-w-0">
          {showCategory && (
            <p className="mb-1 text-xs font-semibold tracking-widest text-madder-600 uppercase">
              {categoryLabel(product.category)}
            </p>
          )}
          <Heading className="line-clamp-3 text-xl leading-snug text-indigo-900 group-hover:text-indigo-700">
            <Link to={paths.products.detail.getHref(product._id)} className={stretchedLink}>
              {product.title}
            </Link>
          </Heading>
          <SourcingFacts moq={product.moq} origin={product.origin} certifications={product.certifications} />
        </div>
        <span
          aria-hidden="true"
          className="mt-1 shrink-0 text-saffron-500 transition group-hover:translate-x-1 group-hover:text-madder-600"
        >
          →
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 px-5 pb-5">
        <AddToQuote product={product} />
      </div>
      {/* A selvedge stripe in the house dyes that weaves in on hover. */}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-1 origin-left scale-x-0 bg-linear-to-r from-madder-600 via-saffron-500 to-indigo-700 transition duration-300 group-hover:scale-x-100"
      />
    </article>
  );
}
