import { useSyncExternalStore } from 'react';
import { RFQ_LIMITS } from '@texbridge/shared/resources/rfq-form';

/**
 * The quotation basket (docs/quotes.md): the products a buyer means to ask a price for, kept in this
 * browser (localStorage) until the request is sent. It holds what the /quote page needs before it has read
 * the products: each one's id and name, so a product deleted since can be named.
 */
export interface BasketItem {
  id: string;
  title: string;
}

const KEY = 'texbridge.quote';
const CHANGED = 'texbridge:quote';

let cached: { raw: string | null; items: readonly BasketItem[] } = { raw: null, items: [] };

/** The basket as stored; a broken or foreign value is an empty basket, not an error on every page. */
export function readBasket(): readonly BasketItem[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
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

/** Saves the basket and tells this page's readers (other tabs hear the storage event). False when storage is blocked. */
function writeBasket(items: readonly BasketItem[]): boolean {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGED));
  return true;
}

export type AddResult = 'added' | 'already' | 'full' | 'unavailable';

/** Adds a product once; a basket holds at most as many products as one request may name. */
export function addToBasket(item: BasketItem): AddResult {
  const items = readBasket();
  if (items.some((existing) => existing.id === item.id)) return 'already';
  if (items.length >= RFQ_LIMITS.lines.max) return 'full';
  return writeBasket([...items, { id: item.id, title: item.title }]) ? 'added' : 'unavailable';
}

export const removeFromBasket = (id: string) => writeBasket(readBasket().filter((item) => item.id !== id));
export const emptyBasket = () => writeBasket([]);

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const NONE: readonly BasketItem[] = [];

/** The basket, live; empty on the server and while hydrating, so the markup matches. */
export const useBasket = () => useSyncExternalStore(subscribe, readBasket, () => NONE);
