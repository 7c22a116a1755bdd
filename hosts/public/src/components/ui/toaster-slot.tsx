import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { default as Toast, ToasterProps } from 'react-hot-toast';

// The toaster and its CSS-in-JS (~5 KB gzip) are for the screens that toast, the enquiry and sign-in
// forms: it arrives with them, not with every first visit (docs/performance.md). Their toast() and this toaster share
// react-hot-toast's one module, so a toast raised before the toaster has arrived still shows.
const loadToasts = () => import('react-hot-toast');
const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The page's toaster is rendered from now on (and react-hot-toast fetched for it). */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Called by a screen that toasts: the page's toaster is rendered from then on. */
export function useToaster() {
  useEffect(wantToaster, []);
}

/**
 * For a form that may never toast (the footer's, shown on every short page): react-hot-toast is fetched
 * when the visitor starts filling it in (wantToaster as they type) or when it first raises a toast, not when
 * the form appears.
 */
export function raiseToast(show: (toast: typeof Toast) => void) {
  wantToaster();
  void loadToasts().then((module) => show(module.default));
}

/** Where the layout's toasts appear, once a screen has asked for them (useToaster). Nothing before. */
export function ToasterSlot(props: ToasterProps) {
  // The server never renders it, so hydration starts without it too.
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
