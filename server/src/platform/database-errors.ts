/**
 * Which errors mean "the database cannot answer right now" (a restart, a failover, a frozen server,
 * a closed embedded database) rather than "this request is wrong" or "the code is wrong". Those are
 * answered 503 so that clients and load balancers retry instead of reporting a bug.
 */

/** SQLSTATEs of an unreachable or shutting-down server, and of our own timeouts. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop, restart)
  '57P02', // crash_shutdown: another backend crashed, every session is ended
  '57P03', // cannot_connect_now: the server is starting or in recovery
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
]);

/** Socket errors on the way to the server. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres, pg-pool and PGlite report these as plain Errors without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // the server closed the connection (also "… due to connection timeout")
  /^Query read timeout$/, // the pool's query_timeout: the server did not answer in time
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /is not queryable$/, // a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is closed$/, // the embedded database was closed (shutdown, or its lock was lost)
];

/** True when the error, or any error it wraps (drizzle wraps driver errors in `cause`), means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Connecting to a host name with several addresses fails with an AggregateError of the attempts.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** The sentence a client reads. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable for the moment (restarting or not answering); please try again in a few seconds.';
