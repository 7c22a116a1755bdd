import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating server markup, true afterwards (and at once in a page the
 * browser renders itself): for what only exists in a browser, such as a portal into document.body,
 * without the markup differing at hydration.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
