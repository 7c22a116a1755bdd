import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { PAGINATION_THRESHOLDS } from '@texbridge/shared/constants';
import type { Product } from '@texbridge/shared/resources/products';
import { clampPage, pageCount } from '@texbridge/shared/paging/paging';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { CATALOGUE_PAGE_SIZE as PAGE_SIZE } from '../lib/catalogue-page.ts';
import { ProductGrid } from './product-grid.tsx';

const THRESHOLD = PAGINATION_THRESHOLDS.publicProducts;

interface ProductCatalogueProps {
  /** The whole (non-empty) list; this pages it in the browser. */
  products: Product[];
  label: string;
  showCategory?: boolean;
}

/**
 * The public products grid with its pages (docs/spec.md §9: 9 a page, buttons only above 8 products). The page
 * lives in the URL (`?page=2`) so reload, back and shared links keep it. The route's loader answers a junk
 * page number, or one past the end, with a 404 (lib/catalogue-page.ts); clamping here only covers a list
 * that shrank while shown.
 */
export function ProductCatalogue({ products, label, showCategory }: ProductCatalogueProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = clampPage(searchParams.get('page'), pageCount(products.length, PAGE_SIZE));
  const start = (page - 1) * PAGE_SIZE;
  const shown = products.slice(start, start + PAGE_SIZE);

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
      {products.length > THRESHOLD && (
        <p ref={listTop} tabIndex={-1} className="mb-6 scroll-mt-32 text-sm text-charcoal-500 focus:outline-none">
          Showing {start + 1}–{start + shown.length} of {products.length} products
        </p>
      )}
      <ProductGrid products={shown} label={label} showCategory={showCategory} priorityFirst />
      <Pagination
        total={products.length}
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
