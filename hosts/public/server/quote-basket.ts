import type { FastifyInstance } from 'fastify';
import { RFQ_LINES } from '@texbridge/shared/resources/rfq-lines';
import { basketCookie, basketIdsOf, isBasketId } from '@texbridge/shared/resources/rfq-basket';
import { localePath, splitLocale } from '@texbridge/shared/locales/paths';

/** The quote page, and its parameters: `product` adds (and names) products, `remove` takes one out. */
const QUOTE_PATH = '/quote';

/**
 * The quotation basket without JavaScript (docs/quotes.md). "Add to quote" is a form that opens
 * /quote?product=<id>; this adds the product to the basket kept in a cookie and answers with a 303 to
 * /quote naming every product of the basket, which the page renders (and the page cache keeps by that
 * address). "Remove" opens /quote?remove=<id>. A visit to /quote that names what the cookie holds is
 * rendered as it is. The same in every language: /zh/quote answers with /zh/quote.
 */
export function quoteBasket(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    // Read as text: `new URL` throws on a path such as `/\`, which is the page server's to answer.
    const queryAt = request.url.indexOf('?');
    const { locale, path } = splitLocale(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
    if (path !== QUOTE_PATH) return;
    const search = new URLSearchParams(queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    const named = search.getAll('product').filter(isBasketId);
    const removed = new Set(search.getAll('remove'));
    const kept = basketIdsOf(request.headers.cookie);
    const ids = [...new Set([...kept, ...named])].filter((id) => !removed.has(id)).slice(0, RFQ_LINES.max);
    const same = (one: readonly string[], other: readonly string[]) =>
      one.length === other.length && one.every((id, index) => other[index] === id);
    if (removed.size === 0 && same(ids, named) && same(ids, kept)) return;
    const query = ids.map((id) => `product=${id}`).join('&');
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('set-cookie', basketCookie(ids))
      .header('location', localePath(locale, query ? `${QUOTE_PATH}?${query}` : QUOTE_PATH))
      .send();
  });
}
