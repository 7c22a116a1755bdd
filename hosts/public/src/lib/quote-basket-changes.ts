import { basketCookie } from '@texbridge/shared/resources/rfq-basket';
import { RFQ_LINES } from '@texbridge/shared/resources/rfq-lines';
import { BASKET_CHANGED, BASKET_KEY, readBasket, type BasketItem } from './quote-basket.ts';

// What changes the quotation basket (quote-basket.ts): only the pages with "Add to quote" and /quote load it.

/** Saves the basket and tells this page's readers (other tabs hear the storage event). False when storage is blocked. */
function writeBasket(items: readonly BasketItem[]): boolean {
  try {
    if (items.length === 0) localStorage.removeItem(BASKET_KEY);
    else localStorage.setItem(BASKET_KEY, JSON.stringify(items));
  } catch {
    return false;
  }
  // The server's copy, which a page loaded without scripts adds to and /quote renders (shared rfq-basket.ts).
  document.cookie = basketCookie(items.map((item) => item.id));
  window.dispatchEvent(new Event(BASKET_CHANGED));
  return true;
}

export type AddResult = 'added' | 'already' | 'full' | 'unavailable';

/** Adds a product once; a basket holds at most as many products as one request may name. */
export function addToBasket(item: BasketItem): AddResult {
  const items = readBasket();
  if (items.some((existing) => existing.id === item.id)) return 'already';
  if (items.length >= RFQ_LINES.max) return 'full';
  return writeBasket([...items, { id: item.id, title: item.title }]) ? 'added' : 'unavailable';
}

export const removeFromBasket = (id: string) => writeBasket(readBasket().filter((item) => item.id !== id));
export const emptyBasket = () => writeBasket([]);
