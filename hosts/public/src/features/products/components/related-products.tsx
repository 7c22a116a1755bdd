import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@texbridge/shared/resources/products';
import { paths } from '../../../config/paths.ts';
import { MAX_RELATED, relatedProductsQueryOptions } from '../api/get-related-products.ts';
import { categoryLabel, isMenuCategory } from '../lib/category.ts';
import { ProductGrid } from './product-grid.tsx';

/**
 * docs/spec.md §2 'Related {category}': other products of the product's category, never the product itself.
 * Decision: {category} is the menu label ('Related Yarn', 'Related Dyes & Chemical'); a product filed under
 * 'other' has no menu label, so its section reads 'Related Products'.
 * The cards are secondary: the page shows without waiting for them, and if they fail the section stays away
 * (docs/spec.md §8: a failed request shows no message).
 */
export function RelatedProducts({ product }: { product: Product }) {
  const headingId = useId();
  const { data } = useQuery(relatedProductsQueryOptions(product.category));
  const related = (data ?? [])
    .filter((other) => other._id !== product._id && other.category === product.category)
    .slice(0, MAX_RELATED);
  if (related.length === 0) return null;

  const routed = isMenuCategory(product.category);
  const heading = `Related ${routed ? categoryLabel(product.category) : 'Products'}`;
  return (
    <section aria-labelledby={headingId} className="border-t border-ecru-200 bg-ecru-100/60">
      <div className="mx-auto max-w-6xl px-6 py-14">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="text-3xl text-indigo-900">
            {heading}
          </h2>
          {routed && (
            <Link
              to={paths.products.category.getHref(product.category)}
              className="text-sm font-semibold text-madder-600 underline-offset-4 hover:underline"
            >
              All {categoryLabel(product.category)} <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
        <ProductGrid products={related} label={heading} headingLevel={3} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
