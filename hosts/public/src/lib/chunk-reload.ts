/**
 * A page's code that can no longer be fetched: the tab was opened on an older release whose files
 * nginx no longer keeps. The browser remembers the failed import, so only a new page load helps.
 */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_ERROR.test(error.message);

const KEY = 'texbridge:chunk-reload-at';
/** One automatic reload per tab in this window: a reload that fails again shows the error instead. */
const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

/** The page's reload, as an object so a test can watch it (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

/** Whether a missing chunk may still reload this tab by itself (no reload in the window). */
export function chunkReloadAllowed(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(KEY));
    return !(last && now - last < CHUNK_RELOAD_WINDOW_MS);
  } catch {
    return false; // storage refused: nothing could stop a loop, so nothing reloads by itself
  }
}

/**
 * Reloads the page for a missing chunk, once: the mark lives in sessionStorage, so it survives the
 * reload itself and the next failure in the window shows the error instead — never a loop.
 */
export function reloadOnceForChunk(now = Date.now()) {
  if (!chunkReloadAllowed(now)) return;
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    return;
  }
  page.reload();
}
