/** One URL's answer, ready to send (the server keeps it encoded as it sends it). */
export interface Page {
  status: number;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-if-error';

interface Entry<P extends Page> {
  page: P;
  /** When the render that made it started: its data is at least that old. */
  renderedAt: number;
}

export interface PageCacheOptions<P extends Page = Page> {
  render: (url: string) => Promise<P>;
  /** Whether a render's failure means "the API is unreachable", so that the last good page may stand in. */
  isUnavailable: (error: unknown) => boolean;
  /** Served without rendering for this long after the render started. */
  freshMs?: number;
  /** Then served once more while a new render runs in the background, for this long. */
  staleMs?: number;
  maxEntries?: number;
  /** Failures of background renders (their request was already answered). */
  onBackgroundError?: (error: unknown, url: string) => void;
  now?: () => number;
}

/**
 * The rendered pages in process, by URL. A page is fresh for `freshMs` (1 s) and may be served stale
 * while it renders again for `staleMs` more (0.5 s). `purge` (the API announced a write) drops them
 * all at once; should that announcement be lost, an edit saved in the dashboard still shows within
 * 1.5 s plus one render (the API's own read cache is cleared on write). Concurrent requests for one
 * URL share one render. When the API is unreachable the last good page of that URL is served for as
 * long as it is kept (stale-if-error); the oldest URLs are dropped past `maxEntries`.
 */
export function createPageCache<P extends Page>({
  render,
  isUnavailable,
  freshMs = 1000,
  staleMs = 500,
  maxEntries = 1000,
  onBackgroundError = () => {},
  now = Date.now,
}: PageCacheOptions<P>) {
  const entries = new Map<string, Entry<P>>();
  const rendering = new Map<string, Promise<P>>();
  /** Bumped by `purge`: a render begun before it may hold what was just changed, so it is not kept. */
  let generation = 0;

  function store(url: string, entry: Entry<P>) {
    entries.delete(url); // re-inserted last: Map order is the eviction order
    entries.set(url, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  function renderOnce(url: string): Promise<P> {
    let pending = rendering.get(url);
    if (!pending) {
      const startedAt = now();
      const startedIn = generation;
      const current: Promise<P> = render(url)
        .then((page) => {
          // A server error is not a good render: it neither replaces nor becomes the stand-in.
          if (page.status < 500 && startedIn === generation) store(url, { page, renderedAt: startedAt });
          return page;
        })
        .finally(() => {
          if (rendering.get(url) === current) rendering.delete(url);
        });
      rendering.set(url, (pending = current));
    }
    return pending;
  }

  return {
    async get(url: string): Promise<{ page: P; cache: CacheOutcome; error?: unknown }> {
      const entry = entries.get(url);
      const age = entry ? now() - entry.renderedAt : Infinity;
      if (entry && age < freshMs) return { page: entry.page, cache: 'hit' };
      if (entry && age < freshMs + staleMs) {
        renderOnce(url).catch((error: unknown) => onBackgroundError(error, url));
        return { page: entry.page, cache: 'stale' };
      }
      try {
        return { page: await renderOnce(url), cache: 'miss' };
      } catch (error) {
        if (entry && isUnavailable(error)) return { page: entry.page, cache: 'stale-if-error', error };
        throw error;
      }
    },
    /**
     * Forgets every page, and every render under way, at once: the content changed (the API said so).
     * The last good pages stay as stand-ins for an unreachable API, marked too old to serve otherwise.
     */
    purge() {
      generation++;
      rendering.clear();
      for (const entry of entries.values()) entry.renderedAt = -Infinity;
    },
  };
}
