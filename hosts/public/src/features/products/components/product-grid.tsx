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
}

export function ProductGrid({
  products,
  label,
  headingLevel,
  showCategory,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: ProductGridProps) {
  return (
    <ul aria-label={label} className={`grid grid-cols-1 gap-6 ${columns}`}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} showCategory={showCategory} />
        </li>
      ))}
    </ul>
  );
}
