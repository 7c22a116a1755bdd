import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * The page links sit below the table: after following one, the view would stay down there, and the
 * table's own scroll box at its old position. This takes both back to the top of the new page and puts
 * focus on the caption, which says which page is shown. Back and forward (POP) keep the scroll position
 * the browser restores, and a page corrected in place (REPLACE, after the last row went) moves nothing.
 */
export function useListTop(page: number) {
  const box = useRef<HTMLDivElement>(null);
  const navigationType = useNavigationType();
  const pageShown = useRef(page);
  useEffect(() => {
    if (pageShown.current === page) return;
    pageShown.current = page;
    const top = box.current;
    if (navigationType !== 'PUSH' || !top) return;
    top.scrollTop = 0;
    // jsdom has no scrollIntoView.
    top.scrollIntoView?.({ block: 'start' });
    top.querySelector<HTMLElement>('caption')?.focus({ preventScroll: true });
  }, [page, navigationType]);
  return box;
}
