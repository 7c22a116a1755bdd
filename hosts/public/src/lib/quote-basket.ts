import { useSyncExternalStore } from 'react';

/**
 * The quotation basket (docs/quotes.md): the products a buyer means to ask a price for, kept in this
 * browser (localStorage) until the request is sent. It holds what the /quote page needs before it has read
 * the products: each one's id and name, so a product deleted since can be named. Every page's header reads
 * it; what changes it is in quote-basket-changes.ts, loaded with the pages that do.
 */
export interface BasketItem {
  id: string;
  title: string;
}

/** Where the basket is kept, and the event that tells this page it changed (quote-basket-changes.ts). */
export const BASKET_KEY = 'texbridge.quote';
export const BASKET_CHANGED = 'texbridge:quote';

let cached: { raw: string | null; items: readonly BasketItem[] } = { raw: null, items: [] };

/** The basket as stored; a broken or foreign value is an empty basket, not an error on every page. */
export function readBasket(): readonly BasketItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(BASKET_KEY);
  } catch {
    // Storage blocked (a private window's policy): the basket is empty, and adding says so.
  }
  if (raw === cached.raw) return cached.items;
  let items: BasketItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      items = parsed.filter(
        (item): item is BasketItem => typeof item?.id === 'string' && typeof item?.title === 'string',
      );
    }
  } catch {
    items = [];
  }
  cached = { raw, items };
  return items;
}

function subscribe(onChange: () => void) {
  window.addEventListener(BASKET_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(BASKET_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const NONE: readonly BasketItem[] = [];

/** The basket, live; empty on the server and while hydrating, so the markup matches. */
export const useBasket = () => useSyncExternalStore(subscribe, readBasket, () => NONE);
