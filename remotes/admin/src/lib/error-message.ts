/** Said when the browser is offline, or a request never reached the server. */
export const OFFLINE_MESSAGE =
  'You are offline, so nothing was saved. What you typed is kept here: press Post again once you are back online.';

/** Whether a failure is the connection's: the browser says it is offline, or fetch failed with a TypeError. */
export const isOffline = (error?: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof TypeError && /fetch|network/i.test(error.message));

/** The sentence to show for a failure: the server's own (ApiError carries it) or the error's. */
export function errorMessage(error: unknown): string {
  if (isOffline(error)) return OFFLINE_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
