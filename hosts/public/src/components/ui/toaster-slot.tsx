import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'react-hot-toast';

// The toaster and its CSS-in-JS (~5 KB gzip) are for the screens that toast, the enquiry and sign-in
// forms: it arrives with them, not with every first visit (docs/performance.md). Their toast() and this toaster share
// react-hot-toast's one module, so a toast raised before the toaster has arrived still shows.
const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Called by a screen that toasts: the page's toaster is rendered from then on. */
export function useToaster() {
  useEffect(() => {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  }, []);
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
