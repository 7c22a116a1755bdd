import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import { RFQ_LIMITS } from '@texbridge/shared/resources/rfq-form';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { isRecordId } from '../../lib/record-id.ts';
import { useBasket } from '../../lib/quote-basket.ts';
import { addToBasket, emptyBasket, removeFromBasket } from '../../lib/quote-basket-changes.ts';
import { productQueryOptions } from '../../features/products/api/get-product.ts';
import { startTokenQueryOptions, useStartToken } from '../../features/quote/api/start-token.ts';
import { QuoteForm } from '../../features/quote/components/quote-form.tsx';
import { clearDraft } from '../../features/quote/lib/quote-draft.ts';
import type { QuoteProduct } from '../../features/quote/lib/quote-product.ts';
import { useRefusedRfqPost } from '../../features/quote/lib/refused-post.ts';
import { m } from '../../paraglide/messages.js';

/** What the buyer sees once sent: its code loads only then, not with every visit to the form. */
const QuoteSent = lazy(() =>
  import('../../features/quote/components/quote-sent.tsx').then((module) => ({ default: module.QuoteSent })),
);

/**
 * The products `?product=` names: "Ask for a quotation", and "Add to quote" without scripts. Only ids, and
 * at most a request's worth: anything else would be an API read, and a page to cache, for nothing.
 */
const namedIn = (search: URLSearchParams) =>
  [...new Set(search.getAll('product'))].filter(isRecordId).slice(0, RFQ_LIMITS.lines.max);

/**
 * The named products and a start token, into the query cache, on the server as in the browser. A product
 * that cannot be read is left to the page to name; a missing token, to the API to refuse when sent.
 * @routeLoader
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const named = namedIn(new URL(request.url).searchParams);
    await Promise.all([
      queryClient.ensureQueryData(startTokenQueryOptions()).catch(() => ''),
      queryClient.ensureQueryData(quoteProductsQueryOptions(queryClient, named)).catch(() => null),
    ]);
    return null;
  };

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

interface QuoteProducts {
  products: QuoteProduct[];
  /** Ids no longer in the catalogue. */
  gone: string[];
}

/**
 * The quote's products, each read as its own page reads it (and so shared with it). One query, not one
 * per product: useQueries would add its observer to every page's first load. A product gone from the
 * catalogue is answered apart; any other failure fails the read, for the page to offer again. The loader
 * reads the products the address names this way, so the server's page holds them, those gone too, and
 * the browser hydrates from the same answer.
 */
const quoteProductsQueryOptions = (queryClient: QueryClient, ids: readonly string[]) =>
  queryOptions({
    queryKey: ['products', 'quote', ids],
    queryFn: async (): Promise<QuoteProducts> => {
      const reads = await Promise.allSettled(ids.map((id) => queryClient.fetchQuery(productQueryOptions(id))));
      const failed = reads.find((read) => read.status === 'rejected' && !isGone(read.reason));
      if (failed) throw (failed as PromiseRejectedResult).reason;
      return {
        products: reads.flatMap((read) => (read.status === 'fulfilled' ? [read.value] : [])),
        gone: ids.filter((_, index) => reads[index]!.status === 'rejected'),
      };
    },
    placeholderData: (previous) => previous,
    retry: false,
  });

/** docs/quotes.md: the request for quotation, from the basket and any product the address names. */
export default function QuoteRoute() {
  const [search] = useSearchParams();
  const named = namedIn(search);
  const startToken = useStartToken();
  const location = useLocation();
  // A refused plain post is the page the server rendered: the first history entry's. A later visit to
  // /quote in the same tab starts clean.
  const refusedPost = useRefusedRfqPost();
  const refused = location.key === 'default' ? refusedPost : undefined;
  const basket = useBasket();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const navigate = useNavigate();
  // Kept in the history entry, so the header's Quote link (a new entry) starts a new request.
  const sent = (location.state as { sent?: SentRfq } | null)?.sent;

  const ids = [...new Set([...named, ...basket.map((item) => item.id)])].filter((id) => !removed.has(id));
  const read = useQuery(quoteProductsQueryOptions(useQueryClient(), ids));
  const products = (read.data?.products ?? []).filter((product) => !removed.has(product._id));
  // Still reading, also while the last list stands in for one with a product more or less.
  const checking = read.isPending || read.isPlaceholderData;
  // A product deleted since it was added is named, and the rest are sent (the basket empties once sent).
  const gone = (read.data?.gone ?? [])
    .filter((id) => !removed.has(id))
    .map((id) => basket.find((item) => item.id === id)?.title ?? 'A product you named');

  // The products named in the address join the basket, so the header counts them and they stay for next time.
  useEffect(() => {
    for (const product of products)
      if (named.includes(product._id)) addToBasket({ id: product._id, title: product.title });
    // Once, with the named products as the loader read them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = (id: string) => {
    setRemoved((current) => new Set([...current, id]));
    removeFromBasket(id);
  };
  const done = (summary: SentRfq) => {
    emptyBasket();
    clearDraft();
    // Without the products in the address, so a reload does not put them back in the basket.
    void navigate(paths.quote.getHref(), { replace: true, state: { sent: summary } });
    window.scrollTo({ top: 0 });
  };
  /** Without scripts, "Remove" is a link that takes the product out of the basket's cookie (docs/quotes.md). */
  const withoutHref = (id: string) => `${paths.quote.path}?remove=${id}`;

  const notice = (
    <>
      {gone.length > 0 && (
        <p role="status" className="mt-4 rounded-lg bg-saffron-100 px-4 py-3 text-charcoal-700">
          {gone.length === 1 ? 'This product is' : 'These products are'} no longer in our catalogue, so{' '}
          {gone.length === 1 ? 'it is' : 'they are'} not in your request: {gone.join(', ')}.
        </p>
      )}
      {checking && products.length === 0 && (
        <p role="status" className="mt-4 text-charcoal-700">
          Reading your quote…
        </p>
      )}
      {read.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-madder-600/10 px-4 py-3 text-madder-700">
          We could not read the products of your quote.{' '}
          <button type="button" onClick={() => void read.refetch()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
    </>
  );
  const empty =
    checking || read.isError ? null : (
      <div data-quote-empty className="mt-4 rounded-2xl bg-ecru-100 p-6 text-charcoal-700">
        <p className="text-lg">Your quote is empty.</p>
        <p className="mt-1">
          Choose “Add to quote” on the products you source, then come back here to ask for prices in one request.
        </p>
        <Link
          to={paths.products.list.getHref()}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-900 underline decoration-madder-600 decoration-2 underline-offset-4"
        >
          Browse the products <span aria-hidden="true">→</span>
        </Link>
      </div>
    );

  return (
    <>
      <Seo title={m.page_quote_title()} description={m.page_quote_description()} noIndex />
      <PageBanner title={m.page_quote_title()}>
        <p>One request for every product you source. Our team replies by e-mail, usually within a working day.</p>
      </PageBanner>
      <div className="relative mx-auto max-w-4xl px-6 py-10 sm:py-14">
        {sent ? (
          <Suspense fallback={<p className="text-lg text-charcoal-700">Sent. Loading your summary…</p>}>
            <QuoteSent reference={sent.reference} sent={sent} productsHref={paths.products.list.getHref()} />
          </Suspense>
        ) : (
          <QuoteForm
            products={products}
            startToken={startToken}
            refused={refused}
            productHref={paths.products.detail.getHref}
            onRemove={remove}
            removeHref={withoutHref}
            onSent={done}
            notice={notice}
            empty={empty}
          />
        )}
      </div>
    </>
  );
}
