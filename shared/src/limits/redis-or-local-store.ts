import { Redis } from 'ioredis';
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

// The plugin's own two stores, which its `store` option is documented to stand in for: counters in Redis,
// shared by every instance, and its in-memory LRU. The package exports them by file, not by name.
const require = createRequire(import.meta.url);
type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type Done = Parameters<Store['incr']>[1];
type Window = { continueExceeding?: boolean | undefined; exponentialBackoff?: boolean | undefined };
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
) => Store;

/** Where the counting is said: the API's and the render server's Fastify loggers both have this shape. */
export interface CountersLog {
  info(message: string): void;
  warn(details: { err: Error }, message: string): void;
}

/** Whose counters these are: for the log, "Rate limits" shared by "every API instance". */
export interface CountersName {
  counts: string;
  sharedBy: string;
  /**
   * The prefix of their keys in Redis (the plugin's `nameSpace`; unset, its own): counters that share a
   * Redis but not a limit need their own, or one address's API calls and renders would count together.
   */
  nameSpace?: string;
}

/**
 * Where the limits count now: in Redis, shared; or in this process, without REDIS_URL, with Redis
 * out of reach (disconnected), or with Redis connected but not answering (frozen, overloaded).
 */
export type LimitsState = 'redis' | 'local' | 'local-redis-unreachable' | 'local-redis-not-answering';

/** The longest a request waits on Redis before it is counted here instead. */
export const REDIS_WAIT_MS = 500;
/** Commands in a row that Redis leaves unanswered before requests stop asking it and are counted here. */
export const REDIS_MISSES_BEFORE_LOCAL = 3;
/** How often, once requests have stopped asking, a PING asks Redis whether it answers again. */
export const REDIS_PROBE_EVERY_MS = 1000;

/**
 * A limit's counters (docs/scaling.md): the API's rate limits, the render server's render limit. With
 * REDIS_URL they are in Redis, through @fastify/rate-limit's own RedisStore, so that every instance
 * counts the same client together.
 * When Redis is out of reach a request is counted by this process, in the plugin's LocalStore, and
 * served: a limit a few times looser for a while, rather than a server that fails with its cache. It
 * says so in its log (and the API in /healthz), and goes back to Redis as soon as ioredis reconnects.
 *
 * A Redis that is connected but does not answer (stopped, swapping) keeps ioredis `ready` while every
 * command times out, which would add REDIS_WAIT_MS to every request: after REDIS_MISSES_BEFORE_LOCAL
 * unanswered commands in a row, requests stop asking it, and a PING every REDIS_PROBE_EVERY_MS finds
 * when it answers again.
 */
export function redisOrLocalCounters(
  redisUrl: string | undefined,
  log: CountersLog,
  { counts, sharedBy, nameSpace }: CountersName,
) {
  if (!redisUrl) {
    return { state: (): LimitsState => 'local', store: undefined, connected: async () => {}, close: async () => {} };
  }

  const redis = new Redis(redisUrl, {
    // Fail at once while disconnected, and soon when Redis stops answering: the request is counted here.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_WAIT_MS,
    connectTimeout: REDIS_WAIT_MS,
    lazyConnect: false,
  });
  const answers = answerWatch(redis, log, { counts, sharedBy });
  // Undefined until the first connection or failure, so that Redis down at start is logged too.
  let reachable: boolean | undefined;
  redis.on('ready', () => {
    if (reachable !== true) log.info(`${counts}: counting in Redis, shared by ${sharedBy}.`);
    reachable = true;
    // A new connection is a fresh start: what the last one left unanswered is not this one's.
    answers.reset();
  });
  redis.on('error', (error: Error) => {
    if (reachable !== false)
      log.warn({ err: error }, `${counts}: Redis is out of reach; counting per process until it is back.`);
    reachable = false;
  });
  redis.on('end', () => (reachable = false));
  // The first connection's outcome, either way, or REDIS_WAIT_MS: a Redis that accepts the connection but
  // answers nothing (frozen) never says either.
  const firstOutcome = new Promise<void>((resolve) => {
    for (const event of ['ready', 'error', 'end']) redis.once(event, () => resolve());
    setTimeout(resolve, REDIS_WAIT_MS).unref();
  });

  /** A store of the plugin's shape: Redis's counters while it answers, this process's otherwise. */
  class SharedOrLocalStore implements Store {
    readonly #shared: Store;
    readonly #local: Store;
    constructor(window: Window, pair?: { shared: Store; local: Store }) {
      this.#shared =
        pair?.shared ?? new RedisStore(window.continueExceeding, window.exponentialBackoff, redis, nameSpace);
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
      if (redis.status !== 'ready' || !answers.answering()) return here();
      this.#shared[method]!(
        key,
        (error, result) => {
          if (!error) {
            answers.answered();
            return done(null, result);
          }
          answers.missed(error);
          here();
        },
        timeWindow,
        max,
      );
    }
  }

  return {
    state: (): LimitsState => {
      if (redis.status !== 'ready') return 'local-redis-unreachable';
      return answers.answering() ? 'redis' : 'local-redis-not-answering';
    },
    store: SharedOrLocalStore as FastifyRateLimitStoreCtor,
    /** Resolves once the first connection is made, has failed or is REDIS_WAIT_MS late: the first requests count in Redis. */
    connected: () => firstOutcome,
    close: async () => {
      answers.reset();
      redis.disconnect();
    },
  };
}

/**
 * Whether a connected Redis answers: unanswered commands in a row are counted, and past
 * REDIS_MISSES_BEFORE_LOCAL requests stop asking it until a PING of the probe is answered.
 */
function answerWatch(redis: Redis, log: CountersLog, { counts, sharedBy }: CountersName) {
  let missesInRow = 0;
  let probe: ReturnType<typeof setTimeout> | undefined;
  // One line a minute for failed commands that do not (yet) stop requests asking, not one per request.
  let missSaidAt = 0;

  const answering = () => missesInRow < REDIS_MISSES_BEFORE_LOCAL;
  const reset = () => {
    missesInRow = 0;
    clearTimeout(probe);
    probe = undefined;
  };
  const ask = () => {
    probe = setTimeout(() => {
      redis.ping().then(
        () => {
          if (answering() || !probe) return;
          reset();
          log.info(`${counts}: Redis answers again; counting in Redis, shared by ${sharedBy}.`);
        },
        () => probe && ask(),
      );
    }, REDIS_PROBE_EVERY_MS);
    // The probe alone keeps no process alive.
    probe.unref();
  };

  return {
    answering,
    reset,
    answered: () => {
      if (answering()) missesInRow = 0;
    },
    missed(error: Error) {
      if (!answering()) return;
      missesInRow++;
      if (!answering()) {
        log.warn(
          { err: error },
          `${counts}: Redis left ${REDIS_MISSES_BEFORE_LOCAL} commands in a row unanswered; counting per process until it answers again.`,
        );
        ask();
      } else if (Date.now() - missSaidAt >= 60_000) {
        missSaidAt = Date.now();
        log.warn({ err: error }, `${counts}: Redis did not answer in time; such requests are counted here.`);
      }
    },
  };
}
