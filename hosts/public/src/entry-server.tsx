import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import { SENT_PAGES } from '@texbridge/shared/constants';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { splitLocale } from '@texbridge/shared/locales/paths';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import type { SentEnquiry } from '@texbridge/shared/format/sent-enquiry';
import type { RefusedEnquiryPost } from '@texbridge/shared/resources/enquiry-form';
import type { RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';
import { appRoutes, NOT_FOUND_ROUTE_ID, type PageHandle } from './app/router.tsx';
import MessageSentRoute from './app/routes/message-sent.tsx';
import QuoteSentRoute from './app/routes/quote-sent.tsx';
import { serializeRouteErrors, ssrStateScript, type SsrState } from './app/ssr-state.ts';
import { organizationJsonLd } from './components/seo/organization-json-ld.ts';
import { loadIslands } from './components/ui/island.tsx';
import { localeBasename } from './config/paths.ts';
import { createRuntime, readRuntimeFrom, type Runtime } from './config/runtime.ts';
import { RefusedEnquiryPostContext } from './features/enquiries/lib/refused-post.ts';
import { SENT_ENQUIRY_KEY } from './features/enquiries/lib/sent-enquiry.ts';
import { RefusedRfqPostContext } from './features/quote/lib/refused-post.ts';
import { SENT_RFQ_KEY } from './features/quote/lib/sent-rfq.ts';
import { createQueryClient } from './lib/query-client.ts';
import { loadedAgencyDetails } from './features/contacts/lib/agency-details.ts';

/** The query parameters each page reads: the render server keys its page cache by them (server/app.ts). */
export { pageSearch } from './config/page-search.ts';

/** One rendered page, for the render server (hosts/public/server) to put into the HTML shell. */
export interface RenderResult {
  /** 200, or 404 for an unknown route and for an unknown or malformed product or news id (the Not Found page). */
  status: number;
  /** For <head>: <title>, meta description, canonical, Open Graph and Twitter tags, and image preloads. */
  head: string;
  /** The markup for inside <div id="root">, JSON-LD included. */
  html: string;
  /** The <script> carrying the dehydrated queries, react-router's hydrationData and the runtime config. */
  state: string;
  /** The page's route modules (src/app/routes/…), whose chunks the page preloads. */
  modules: string[];
  /** False for a page the browser never hydrates (`serverPages`): it goes out without page code or state. */
  hydrate: boolean;
  /** The page's language, as `<html lang>` says it: its locale's tag (`en`, `zh-CN`). */
  lang: string;
}

/**
 * Where the forms sent without JavaScript land (server/form-posts.ts, quote-posts.ts): pages of the site,
 * rendered here with what this visitor sent and never hydrated. A visitor with scripts sees the same words
 * where the form was, so no page's first load carries these routes (docs/performance.md).
 */
const serverPages: RouteObject[] = [
  {
    id: 'quote-sent',
    path: SENT_PAGES.rfq,
    Component: QuoteSentRoute,
    handle: { module: 'src/app/routes/quote-sent.tsx', serverOnly: true } satisfies PageHandle,
  },
  {
    id: 'message-sent',
    path: SENT_PAGES.enquiry,
    Component: MessageSentRoute,
    handle: { module: 'src/app/routes/message-sent.tsx', serverOnly: true } satisfies PageHandle,
  },
];

/**
 * The API could not be reached (or answered 5xx) while rendering: the page would show an error instead of
 * its content. The server serves its last good render of the page, or a 503 with Retry-After.
 */
export class ApiUnavailableError extends Error {
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(
      `The API could not be reached while rendering ${url}: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'ApiUnavailableError';
  }
}

/** A failure of the API itself, rather than of the page asked for (a 404 is the page's own answer). */
const isUnavailable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

const isNotFound = (error: unknown) =>
  (error instanceof ApiError || isRouteErrorResponse(error)) && error.status === 404;

/** The server's QueryClient: the site's defaults, but no retries, no background timers, one request long. */
function createServerQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({
    queries: { ...defaults, retry: false, refetchInterval: false, gcTime: Infinity, staleTime: Infinity },
  });
  return queryClient;
}

/**
 * Resolves once no query is fetching: loaders start some without awaiting them (the home page's sections).
 * The query cache tells its subscribers of every query's change, a finished fetch included.
 */
function settle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The page is rendered as a whole document, <html><body>{app}</body></html>, so that React itself places the
 * hoistable elements (<title>, <meta>, <link>, image preloads) in the <head> it writes, as its docs for those
 * elements say. Its frame is fixed; React escapes every text and attribute, so no content can hold "</head>".
 * The app is the body's only child, so its useId values are those of the browser's hydrateRoot on #root.
 */
const DOCUMENT_START = '<!DOCTYPE html><html><head>';
const HEAD_END = '</head><body>';
const DOCUMENT_END = '</body></html>';
function documentParts(document: string): { head: string; html: string } {
  const headEnd = document.indexOf(HEAD_END);
  if (!document.startsWith(DOCUMENT_START) || headEnd < 0 || !document.endsWith(DOCUMENT_END)) {
    throw new Error(`React wrote the document in a frame this server does not know: ${document.slice(0, 80)}…`);
  }
  return {
    head: document.slice(DOCUMENT_START.length, headEnd),
    html: document.slice(headEnd + HEAD_END.length, -DOCUMENT_END.length),
  };
}

export interface RenderOptions {
  /** The render server's way to the API (it adds the render token), for this render. */
  fetch?: typeof globalThis.fetch;
  /** An enquiry form sent without JavaScript that the API refused: the page is rendered again around it. */
  enquiry?: RefusedEnquiryPost | undefined;
  /** The same for the request for quotation (/quote). */
  quote?: RefusedRfqPost | undefined;
  /**
   * A form sent without JavaScript and stored, as this browser sent it: its confirmation page
   * (`serverPages`) shows it, read from the query cache as any page reads its data.
   */
  sent?: { rfq?: SentRfq | undefined; enquiry?: SentEnquiry | undefined } | undefined;
}

/**
 * Each render's runtime config and API client, read by the query functions, loaders and screens through
 * src/config/runtime.ts: Node carries it through every await, timer and React task the render starts, so
 * renders side by side each read their own (docs/decisions.md).
 */
const runtimes = new AsyncLocalStorage<Runtime>();
readRuntimeFrom(runtimes);

/**
 * Renders one public page (url: path and search) with the browser's routes, loaders and query options, in the
 * language its path names (`/zh/…`; docs/adding-a-language.md).
 */
export function render(url: string, config: RuntimeConfig, options: RenderOptions = {}): Promise<RenderResult> {
  const { locale } = splitLocale(url.split('?')[0]!);
  return runtimes.run(createRuntime(config, options.fetch, locale), () => renderPage(url, config, locale, options));
}

async function renderPage(
  url: string,
  config: RuntimeConfig,
  locale: Locale,
  options: RenderOptions,
): Promise<RenderResult> {
  const queryClient = createServerQueryClient();
  if (options.sent?.rfq) queryClient.setQueryData(SENT_RFQ_KEY, options.sent.rfq);
  if (options.sent?.enquiry) queryClient.setQueryData(SENT_ENQUIRY_KEY, options.sent.enquiry);
  try {
    // The locale's pages under its prefix: every link the page builds stays in its language.
    const handler = createStaticHandler(appRoutes(queryClient, { server: true, serverPages }), {
      basename: localeBasename(locale),
    });
    const origin = config.siteUrl ?? 'http://localhost';
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) {
      // No public loader redirects; a Response here is a bug, not a page.
      throw new Error(`${url}: a loader answered ${context.status} instead of a page`);
    }

    const routeErrors = Object.values(context.errors ?? {});
    const unavailable = routeErrors.find(isUnavailable);
    if (unavailable) throw new ApiUnavailableError(url, unavailable);

    // The sections the loaders started without awaiting them (the home page's), so the markup holds them;
    // and the code of the page's islands, so that none of them suspends while rendering.
    await Promise.all([settle(queryClient), loadIslands()]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const stream = await renderToReadableStream(
      // Only the frame documentParts takes apart: the page goes out in index.html's <html>, with `lang`.
      // eslint-disable-next-line jsx-a11y/html-has-lang
      <html>
        <body>
          <StrictMode>
            <QueryClientProvider client={queryClient}>
              <RefusedEnquiryPostContext value={options.enquiry}>
                <RefusedRfqPostContext value={options.quote}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </RefusedRfqPostContext>
              </RefusedEnquiryPostContext>
            </QueryClientProvider>
          </StrictMode>
        </body>
      </html>,
      // The page is sent whole (allReady), so React's progressive streaming gains nothing here. It would
      // move a Suspense boundary found past the first 12.8 KB (the Contact Us form, whose code loads late
      // in the browser) to the end of the body, hidden until an inline script swaps it in: no form
      // without JavaScript, and none for a crawler.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    await stream.allReady;
    const markup = await new Response(stream).text();
    // Anything a screen asked for itself while rendering.
    await settle(queryClient);

    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => isUnavailable(query.state.error));
    if (failed) throw new ApiUnavailableError(url, failed.state.error);

    // The catch-all route, or a loader's 404 (an unknown id from the API, a malformed one from recordIdOr404):
    // either way the screen is Page Not Found (RouteError shows it for both).
    const notFound =
      context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID) || routeErrors.some(isNotFound);
    const status = notFound ? 404 : context.statusCode;

    const state: SsrState = {
      config,
      queries: dehydrate(queryClient),
      ...(options.quote && { quote: options.quote }),
      router: {
        // The routes' data lives in the query cache, which the browser gets whole; the router only needs
        // to know each loader has run (route id present), so the values are not sent twice.
        loaderData: Object.fromEntries(Object.keys(context.loaderData).map((routeId) => [routeId, null])),
        actionData: context.actionData,
        errors: serializeRouteErrors(context.errors),
      },
    };
    const handles = context.matches.map(({ route }) => route.handle as PageHandle | undefined);
    const modules = handles.flatMap((handle) => handle?.module ?? []);
    const hydrate = !handles.some((handle) => handle?.serverOnly);
    const { head, html } = documentParts(markup);
    const organization = organizationJsonLd(config, locale, loadedAgencyDetails(queryClient));
    return {
      status,
      head: head + organization,
      html,
      state: hydrate ? ssrStateScript(state) : '',
      modules,
      hydrate,
      lang: LOCALES[locale].tag,
    };
  } finally {
    queryClient.clear();
  }
}
