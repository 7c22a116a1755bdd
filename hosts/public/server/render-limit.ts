/**
 * How many renders each client address may start per window (a render calls the API about six times,
 * with the token that lets it past the API's own limit). Pages already cached cost nothing and are not
 * counted. The counters start again every window, like @fastify/rate-limit's in-memory store.
 */
export function createRenderLimit({
  max,
  windowMs = 60_000,
  now = Date.now,
}: {
  max: number;
  windowMs?: number;
  now?: () => number;
}) {
  let counts = new Map<string, number>();
  let windowStart = now();

  const roll = () => {
    if (now() - windowStart < windowMs) return;
    counts = new Map();
    windowStart = now();
  };

  return {
    /** Counts one render for `address`, if it has one left. */
    take(address: string): boolean {
      roll();
      const used = counts.get(address) ?? 0;
      if (used >= max) return false;
      counts.set(address, used + 1);
      return true;
    },
    /** Seconds until the counters start again. */
    retryAfter(): number {
      return Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000));
    },
  };
}
