import { useLayoutEffect, type DependencyList } from 'react';

/**
 * Shows a table as labelled cards when it does not fit its box (admin.css, `.tb-table-box`): on a phone
 * every manager's table, on a desktop one with many columns. Pinned columns in a sideways scroll took the
 * width of a phone and hid the columns that slid under them; a table that fits hides nothing.
 *
 * The box's `data-layout` is set here, not rendered: each check lays the table out, measures and chooses
 * before the browser paints. It runs again when the data changes, the box resizes or the fonts arrive.
 */
export function useCardLayout(boxId: string, deps: DependencyList) {
  useLayoutEffect(() => {
    const element = document.getElementById(boxId);
    if (!element) return;
    const fit = () => {
      element.dataset.layout = 'table';
      element.dataset.layout = element.scrollWidth > element.clientWidth ? 'cards' : 'table';
    };
    fit();
    let frame = 0;
    let stopped = false;
    // A frame later, not inside the observer's callback: changing the layout there is a ResizeObserver loop.
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    void document.fonts?.ready.then(() => !stopped && refit());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(refit);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      stopped = true;
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's data decides when to measure again
  }, deps);
}
