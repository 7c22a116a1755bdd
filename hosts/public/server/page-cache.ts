import { LRUCache } from 'lru-cache';

/** One URL's answer, ready to send (the server keeps it encoded as it sends it). */
export interface Page {
  status: number;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error';

/**
 * How many URLs the cache keeps of each kind, each kind in a store of its own, so that one kind can push
 * out only its own: real pages; searches and filtered lists, whose addresses are countless (one per
 * query typed); and 404s, as countless (one per id tried).
 */
export const PAGE_CACHE_BUDGETS = { pages: 1000, searches: 200, notFound: 1000 } as const;

/** The query parameter that only pages through a list: `/products?page=2` is a real page, one of a few. */
const PAGING = 'page';

/** A search or a filtered list (`/search?q=…`, `/products?fibre=…`): a query with more than paging in it. */
export function isSearchOrFilter(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  return [...new URLSearchParams(url.slice(at + 1)).keys()].some((name) => name !== PAGING);
}

interface Entry<P extends Page> {
  page: P;
  /** When the render that made it started: its data is at least that old. */
  renderedAt: number;
  /** Cleared by `purge`: the content changed since, so the page is only a stand-in now. */
  current: boolean;
}

/** A page that took longer than the deadline: answered like an unreachable API, its render left to finish. */
export class PageDeadlineError extends Error {
  constructor(url: string, ms: number) {
    super(`${url} was not rendered within ${ms} ms`);
    this.name = 'PageDeadlineError';
  }
}

/** No render was allowed for this request (the client's share of renders is used up) and nothing stood in. */
export class RenderRefusedError extends Error {
  constructor(url: string) {
    super(`${url} is not cached and no render was allowed`);
    this.name = 'RenderRefusedError';
  }
}

export interface PageCacheOptions<P extends Page = Page> {
  render: (url: string) => Promise<P>;
  /** Whether a render's failure means "the API is unavailable", so that the last good page may stand in. */
  isUnavailable: (error: unknown) => boolean;
  /** Served without rendering for this long after the render started. */
  freshMs?: number;
  /** Then served once more while a new render runs in the background, for this long. */
  staleMs?: number;
  /** A 404 (an unknown id or path) is remembered this long: asking again renders nothing. */
  notFoundMs?: number;
  /**
   * The oldest a page may be and still stand in for an unavailable API (or a refused render): past it,
   * the visitor gets the 503 rather than content that may since have been deleted.
   */
  standInMs?: number;
  /** How long a request waits for its render; then it is answered as if the API were unavailable. */
  deadlineMs?: number;
  /** Real pages kept (PAGE_CACHE_BUDGETS.pages). */
  maxEntries?: number;
  /** Searches and filtered lists (isSearchOrFilter), kept apart, so that many searches cannot push real pages out. */
  maxSearches?: number;
  /** Kept apart from the pages, so that a crawl of unknown ids cannot push real pages out. */
  maxNotFound?: number;
  /** Failures of background renders (their request was already answered). */
  onBackgroundError?: (error: unknown, url: string) => void;
  now?: () => number;
}

export interface GetOptions {
  /** Asked before a render this request would start (not one it shares): false serves what is kept, or refuses. */
  mayRender?: () => boolean | Promise<boolean>;
}

/**
 * The rendered pages in process, by URL. A page is fresh for `freshMs` (1 s) and may be served stale
 * while it renders again for `staleMs` more (0.5 s); a 404 stays fresh for `notFoundMs` (1 min), in a
 * store of its own. `purge` (the API announced a write) marks them all out of date at once, `drop` (it
 * announced a delete) forgets them; should that announcement be lost, an edit saved in the dashboard
 * still shows within 1.5 s plus one render (the API's own read cache is cleared on write). Concurrent
 * requests for one URL share one render, and none waits for it longer than `deadlineMs`. When the API
 * is unavailable the last good page of that URL, if not older than `standInMs`, is served
 * (stale-if-error). Pages, searches and 404s each have their budget (PAGE_CACHE_BUDGETS): past it, the
 * least recently asked URLs of that kind are dropped.
 */
export function createPageCache<P extends Page>({
  render,
  isUnavailable,
  freshMs = 1000,
  staleMs = 500,
  notFoundMs = 60_000,
  standInMs = 10 * 60_000,
  deadlineMs = Infinity,
  maxEntries = PAGE_CACHE_BUDGETS.pages,
  maxSearches = PAGE_CACHE_BUDGETS.searches,
  maxNotFound = PAGE_CACHE_BUDGETS.notFound,
  onBackgroundError = () => {},
  now = Date.now,
}: PageCacheOptions<P>) {
  // Each kind in an LRU cache of its own (lru-cache): past its budget the least recently used URL of that kind
  // goes, and an entry goes once it is too old to serve even as a stand-in (its TTL). Whether a kept page is
  // fresh, stale or only a stand-in is `now`'s to say, from when its render started.
  const ttl = Math.max(standInMs, freshMs + staleMs, notFoundMs);
  const storeOf = (max: number) => new LRUCache<string, Entry<P>>({ max, ...(Number.isFinite(ttl) && { ttl }) });
  const pages = storeOf(maxEntries);
  const searches = storeOf(maxSearches);
  const notFound = storeOf(maxNotFound);
  const stores = [pages, searches, notFound];
  const rendering = new Map<string, Promise<P>>();
  /** Bumped by `purge`: a render begun before it may hold what was just changed, so it is not kept. */
  let generation = 0;

  const find = (url: string) => pages.get(url) ?? searches.get(url) ?? notFound.get(url);

  function store(url: string, entry: Entry<P>) {
    const into = entry.page.status === 404 ? notFound : isSearchOrFilter(url) ? searches : pages;
    // A URL is one kind at a time: a page that became a 404 leaves the pages' store.
    for (const kept of stores) if (kept !== into) kept.delete(url);
    into.set(url, entry);
  }

  function renderOnce(url: string): Promise<P> {
    let pending = rendering.get(url);
    if (!pending) {
      const startedAt = now();
      const startedIn = generation;
      const current: Promise<P> = render(url)
        .then((page) => {
          // A server error is not a good render: it neither replaces nor becomes the stand-in.
          if (page.status < 500 && startedIn === generation) {
            store(url, { page, renderedAt: startedAt, current: true });
          }
          return page;
        })
        .finally(() => {
          if (rendering.get(url) === current) rendering.delete(url);
        });
      rendering.set(url, (pending = current));
    }
    return pending;
  }

  function withinDeadline(url: string, pending: Promise<P>): Promise<P> {
    if (deadlineMs === Infinity) return pending;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new PageDeadlineError(url, deadlineMs)), deadlineMs);
    });
    return Promise.race([pending, deadline]).finally(() => clearTimeout(timer));
  }

  return {
    async get(
      url: string,
      { mayRender = () => true }: GetOptions = {},
    ): Promise<{ page: P; cache: CacheOutcome; error?: unknown }> {
      const entry = find(url);
      const age = entry ? now() - entry.renderedAt : Infinity;
      const fresh = entry?.page.status === 404 ? notFoundMs : freshMs;
      const standIn = entry && age < standInMs ? entry : undefined;
      if (entry?.current && age < fresh) return { page: entry.page, cache: 'hit' };
      if (entry?.current && age < fresh + staleMs) {
        renderOnce(url).catch((error: unknown) => onBackgroundError(error, url));
        return { page: entry.page, cache: 'stale' };
      }
      if (!rendering.has(url) && !(await mayRender())) {
        if (standIn) return { page: standIn.page, cache: 'stale' };
        throw new RenderRefusedError(url);
      }
      try {
        return { page: await withinDeadline(url, renderOnce(url)), cache: 'miss' };
      } catch (error) {
        if (standIn && (isUnavailable(error) || error instanceof PageDeadlineError)) {
          return { page: standIn.page, cache: 'stale-if-error', error };
        }
        throw error;
      }
    },
    /**
     * Marks every page out of date and forgets every render under way, at once: the content changed
     * (the API said so). The pages stay as stand-ins for an unavailable API, too old to serve otherwise.
     */
    purge() {
      generation++;
      rendering.clear();
      for (const kept of stores) for (const entry of kept.values()) entry.current = false;
    },
    /** Forgets every page, stand-ins included: something was deleted, and no page may show it again. */
    drop() {
      generation++;
      rendering.clear();
      for (const kept of stores) kept.clear();
    },
  };
}
