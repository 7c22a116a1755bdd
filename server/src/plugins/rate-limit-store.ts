import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

// The plugin's own two stores, which its `store` option is documented to stand in for: counters in Redis,
// shared by every API instance, and its in-memory LRU. The package exports them by file, not by name.
const require = createRequire(import.meta.url);
type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type Done = Parameters<Store['incr']>[1];
type Window = { continueExceeding?: boolean | undefined; exponentialBackoff?: boolean | undefined };
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/** Where the rate limits count now: in Redis, shared; or in this process, Redis being out of reach. */
export type LimitsState = 'redis' | 'local' | 'local-redis-unreachable';

/** The longest a request waits on Redis before it is counted here instead. */
const REDIS_WAIT_MS = 500;

/**
 * The rate limits' counters (docs/scaling.md). With REDIS_URL they are in Redis, through
 * @fastify/rate-limit's own RedisStore, so that every API instance counts the same client together.
 * When Redis is out of reach a request is counted by this process, in the plugin's LocalStore, and
 * served: a limit a few times looser for a while, rather than an API that fails with its cache. The
 * API says so in its log and in /healthz, and goes back to Redis as soon as ioredis reconnects.
 */
export function rateLimitCounters(redisUrl: string | undefined, log: FastifyBaseLogger) {
  if (!redisUrl) return { state: (): LimitsState => 'local', store: undefined, close: async () => {} };

  const redis = new Redis(redisUrl, {
    // Fail at once while disconnected, and soon when Redis stops answering: the request is counted here.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_WAIT_MS,
    connectTimeout: REDIS_WAIT_MS,
    lazyConnect: false,
  });
  // Undefined until the first connection or failure, so that Redis down at start is logged too.
  let reachable: boolean | undefined;
  redis.on('ready', () => {
    if (reachable !== true) log.info('Rate limits: counting in Redis, shared by every API instance.');
    reachable = true;
  });
  redis.on('error', (error: Error) => {
    if (reachable !== false)
      log.warn({ err: error }, 'Rate limits: Redis is out of reach; counting per process until it is back.');
    reachable = false;
  });
  redis.on('end', () => (reachable = false));
  // A command that times out is no connection error: one line a minute says so, not one per request.
  let slowSaidAt = 0;
  const saySlow = (error: Error) => {
    if (Date.now() - slowSaidAt < 60_000) return;
    slowSaidAt = Date.now();
    log.warn({ err: error }, 'Rate limits: Redis did not answer in time; such requests are counted here.');
  };

  /** A store of the plugin's shape: Redis's counters while it answers, this process's otherwise. */
  class SharedOrLocalStore implements Store {
    readonly #shared: Store;
    readonly #local: Store;
    constructor(window: Window, pair?: { shared: Store; local: Store }) {
      this.#shared = pair?.shared ?? new RedisStore(window.continueExceeding, window.exponentialBackoff, redis);
      this.#local = pair?.local ?? new LocalStore(window.continueExceeding, window.exponentialBackoff);
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.#count('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.#count('read', key, done, timeWindow, max);
    }

    child(routeOptions: Parameters<Store['child']>[0]) {
      // The plugin passes the route's merged limit options, window settings included.
      return new SharedOrLocalStore(routeOptions as Window, {
        shared: this.#shared.child(routeOptions),
        local: this.#local.child(routeOptions),
      });
    }

    #count(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      const here = () => this.#local[method]!(key, done, timeWindow, max);
      if (redis.status !== 'ready') return here();
      this.#shared[method]!(
        key,
        (error, result) => {
          if (!error) return done(null, result);
          saySlow(error);
          here();
        },
        timeWindow,
        max,
      );
    }
  }

  return {
    state: (): LimitsState => (redis.status === 'ready' ? 'redis' : 'local-redis-unreachable'),
    store: SharedOrLocalStore as FastifyRateLimitStoreCtor,
    close: async () => {
      redis.disconnect();
    },
  };
}
