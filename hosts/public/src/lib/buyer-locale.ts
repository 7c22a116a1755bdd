import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/**
 * The language this browser reads in ('de-DE'), which says how its buyer writes numbers: undefined on the
 * server and while hydrating, so the server's markup and the first render in the browser agree.
 */
export const useBuyerLocale = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.language,
    () => undefined,
  );
