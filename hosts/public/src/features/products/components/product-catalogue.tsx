import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Product } from '@texbridge/shared/resources/products';
import { island } from '../../../components/ui/island.tsx';
import { CATALOGUE_PAGE_SIZE as PAGE_SIZE } from '../lib/catalogue-page.ts';
import { ProductGrid } from './product-grid.tsx';

// Under a page of cards: its code is not in the first load (docs/performance.md); its links work before it wakes.
const Pagination = island(
  'catalogue-pagination',
  () => import('../../../components/ui/pagination.tsx').then((module) => module.Pagination),
  { rootMargin: '100px' },
);

const THRESHOLD = PAGINATION_THRESHOLDS.publicProducts;

interface ProductCatalogueProps {
  /** The page's products: the route asked the API for this page alone. */
  products: Product[];
  /** How many products the whole list has (X-Total-Count). */
  total: number;
  /** The page shown, from `?page=` (the route's loader answered one past the end with a 404). */
  page: number;
  label: string;
  showCategory?: boolean;
}

/**
 * The public products grid with its pages (docs/spec.md §9: 9 a page, buttons only above 8 products). The page
 * lives in the URL (`?page=2`) so reload, back and shared links keep it, and the API is asked for that
 * page alone: a page's size does not grow with the catalogue (docs/performance.md).
 */
export function ProductCatalogue({ products, total, page, label, showCategory }: ProductCatalogueProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const start = (page - 1) * PAGE_SIZE;

  // A page link sits below the grid: after following one, the view would stay down there. Take the
  // visitor to the top of the new page's list and put focus on the sentence saying which products it
  // shows. Back and forward (POP) keep the scroll position the browser restores.
  const listTop = useRef<HTMLParagraphElement>(null);
  const navigationType = useNavigationType();
  const pageShown = useRef(page);
  useEffect(() => {
    if (pageShown.current === page) return;
    pageShown.current = page;
    if (navigationType === 'POP') return;
    const top = listTop.current;
    if (!top) return;
    // jsdom (and very old browsers) have no scrollIntoView.
    top.scrollIntoView?.({ block: 'start' });
    top.focus({ preventScroll: true });
  }, [page, navigationType]);

  // Keeps any other query parameters; page 1 is the bare URL, so there is one address per page.
  const getHref = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <>
      {total > THRESHOLD && (
        <p ref={listTop} tabIndex={-1} className="mb-6 scroll-mt-32 text-sm text-charcoal-500 focus:outline-none">
          Showing {start + 1}–{start + products.length} of {total} products
        </p>
      )}
      <ProductGrid products={products} label={label} showCategory={showCategory} priorityFirst />
      <Pagination
        total={total}
        pageSize={PAGE_SIZE}
        page={page}
        threshold={THRESHOLD}
        getHref={getHref}
        label={`${label} pages`}
        className="mt-12"
      />
    </>
  );
}
