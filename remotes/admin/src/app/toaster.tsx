import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { PAGE_ACTIONS_SELECTOR } from '../components/ui/page-actions.ts';

/** docs/spec.md §9: 4 s, 2 s for success, 4 s for errors, no expiry while loading; react-hot-toast keeps at most 20. */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/** The toaster's element, found by its class: the host shares react-hot-toast's toast and Toaster only. */
const TOASTER_CLASS = 'tb-toaster';
/** How far the toasts are lifted, set on the toaster's element and read by its bottom edge. */
const LIFT = '--tb-toast-lift';

/**
 * How far above the window's bottom edge the toasts must stay to leave a screen's actions uncovered: the
 * height of the window below the highest action showing in its lower half. Actions in the upper half (a
 * manager's Add) are clear of toasts that rise from the bottom; none showing, no lift.
 */
function actionsClearance() {
  const height = window.innerHeight;
  let clearance = 0;
  for (const element of document.querySelectorAll(PAGE_ACTIONS_SELECTOR)) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom <= top || bottom <= 0 || top < height / 2 || top >= height) continue;
    clearance = Math.max(clearance, height - top);
  }
  return clearance;
}

/**
 * Keeps the toaster's lift at actionsClearance while it holds toasts: measured when a toast comes or goes,
 * on scrolling and resizing, and when the page changes size (a list arriving), once a frame at most.
 */
function useLiftClearOfActions() {
  useEffect(() => {
    const toaster = document.querySelector<HTMLElement>(`.${TOASTER_CLASS}`);
    if (!toaster) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const lift = toaster.childElementCount > 0 ? actionsClearance() : 0;
        toaster.style.setProperty(LIFT, `${lift}px`);
      });
    };
    const toasts = new MutationObserver(measure);
    toasts.observe(toaster, { childList: true });
    const page = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    page?.observe(document.body);
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      toasts.disconnect();
      page?.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, []);
}

/**
 * Where the toasts appear: from the bottom, on the right of a wide screen and across a phone. A screen's own
 * actions are at its top (a manager's Add) or its end (a request's Delete): toasts stacked from the top
 * would cover the first, so they rise from the bottom, and while an action marked PAGE_ACTIONS shows in the
 * window's lower half they sit above it (docs/history.md). Each toast is still a polite live region
 * (react-hot-toast's role="status"), wherever it is.
 */
export function AdminToaster() {
  useLiftClearOfActions();
  return (
    <Toaster
      position="bottom-right"
      containerClassName={TOASTER_CLASS}
      containerStyle={{ bottom: `calc(16px + var(${LIFT}, 0px) + env(safe-area-inset-bottom, 0px))` }}
      toastOptions={TOAST_OPTIONS}
    />
  );
}
