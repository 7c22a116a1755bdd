import { RFQ_LINES } from './rfq-lines.ts';

/**
 * The quotation basket as the site's render server sees it (docs/quotes.md): the products' ids in a
 * cookie, so that without JavaScript each "Add to quote" adds to the basket rather than replacing it. The
 * page's script keeps the same cookie beside its own basket (the site's quote-basket-changes.ts), so the
 * two agree. In shared, as the render server ships without the site's sources.
 */
const BASKET_COOKIE = 'texbridge-quote';

/** Kept 30 days, as the basket in this browser's storage is kept until sent. */
const MAX_AGE = 30 * 24 * 60 * 60;

/** Whether a value can be one of the API's record ids (server/src/platform/database/ids.ts): anything else is dropped, not trusted. */
export const isBasketId = (value: string) => /^[0-9a-f]{24}$/i.test(value);

/** The ids a `Cookie` header's basket holds, in the order they were added, at most a request's worth. */
export function basketIdsOf(cookieHeader: string | undefined): string[] {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${BASKET_COOKIE}=`))
    ?.slice(BASKET_COOKIE.length + 1);
  const ids = (value ?? '').split('.').filter(isBasketId);
  return [...new Set(ids)].slice(0, RFQ_LINES.max);
}

/** The cookie that keeps `ids` (or forgets the basket, when there are none), as Set-Cookie or document.cookie take it. */
export const basketCookie = (ids: readonly string[]) =>
  ids.length > 0
    ? `${BASKET_COOKIE}=${ids.join('.')}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax`
    : `${BASKET_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
