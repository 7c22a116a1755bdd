import type { Product } from '@texbridge/shared/resources/products';
import { ProductCard } from './product-card.tsx';

interface ProductGridProps {
  products: Product[];
  /** Names the list for assistive tech, e.g. "Products" or "Related Yarn". */
  label: string;
  headingLevel?: 2 | 3;
  showCategory?: boolean;
  /** Column classes; docs/spec.md §2's grid is 1 column on phones, 2 on tablets, 3 on desktops. */
  columns?: string;
  /**
   * The grid is the page's main content: its first image is the page's LCP on every screen width, so it
   * comes with the page instead of waiting for layout to find it near the viewport.
   */
  priorityFirst?: boolean;
}

/** A card's height until it is first laid out; `auto` keeps its real one after that. */
const BELOW_THE_FIRST = '[contain-intrinsic-size:auto_520px] [content-visibility:auto]';

export function ProductGrid({
  products,
  label,
  headingLevel,
  showCategory,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
  priorityFirst = false,
}: ProductGridProps) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-6 ${columns}`}>
      {products.map((product, index) => (
        // Every card but the first is laid out, painted and given its image when it comes near the
        // viewport: a phone's first paint waits on none of them (docs/performance.md).
        <li key={product._id} className={index > 0 ? BELOW_THE_FIRST : undefined}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            showCategory={showCategory}
            priority={priorityFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
