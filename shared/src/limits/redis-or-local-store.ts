import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
type Count = { current: number; ttl: number };
/** What the plugin passes a store's `child`: the route's merged options, `routeInfo` among them. */
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string; url?: string } };

/** Addresses counted per process at most, as the plugin's own in-memory store keeps (its `cache`). */
const LOCAL_ADDRESSES = 5000;
/** The plugin's own prefix of its keys in Redis. */
const DEFAULT_NAMESPACE = 'fastify-rate-limit-';
/**
 * One request counted in its window, in one step: the key's count, and how long its window has left. The
 * window starts at its first request (the plugin's own fixed window); a key left without one gets one.
 */
const COUNT_IN_WINDOW = `
  local current = redis.call('INCR', KEYS[1])
  local ttl = redis.call('PTTL', KEYS[1])
  if current == 1 or ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;
type Counting = Redis & { countInWindow(key: string, timeWindow: number): Promise<[number, number]> };

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
const REDIS_PROBE_EVERY_MS = 1000;

/**
 * A limit's counters (docs/scaling.md): the API's rate limits, the render server's render limit, given
 * to @fastify/rate-limit as its documented `store` option. With REDIS_URL they are in Redis, so that
 * every instance counts the same client together.
 * When Redis is out of reach a request is counted by this process, in an LRU of recent addresses, and
 * served: a limit a few times looser for a while, rather than a server that fails with its cache. It
 * says so in its log (and the API in /healthz), and goes back to Redis as soon as ioredis reconnects.
 *
 * A Redis that is connected but does not answer (stopped, swapping) keeps ioredis `ready` while every
 * command times out, which would add REDIS_WAIT_MS to every request: after REDIS_MISSES_BEFORE_LOCAL
 * unanswered commands in a row, requests stop asking it, and a PING every REDIS_PROBE_EVERY_MS finds
 * when it answers again.
 *
 * Not the plugin's `redis` option: with it, a Redis that fails lets every request through uncounted
 * (`skipOnError`) or fails them all, and a frozen one holds each request for its timeout
 * (docs/decisions.md, "Rate limits when Redis stops answering").
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

  redis.defineCommand('countInWindow', { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
  const counting = redis as Counting;

  /**
   * A store of the shape the plugin's `store` option documents: a request counted in Redis while it
   * answers, else in this process's LRU of recent addresses. A route's own limit (`child`) counts apart,
   * under a prefix of its own, as the plugin's stores do.
   */
  class SharedOrLocalStore implements FastifyRateLimitStore {
    readonly #prefix: string;
    readonly #local = new LRUCache<string, { current: number }>({ max: LOCAL_ADDRESSES });
    constructor(_options?: unknown, prefix = nameSpace ?? DEFAULT_NAMESPACE) {
      this.#prefix = prefix;
    }

    incr(key: string, done: Done, timeWindow: number) {
      if (redis.status !== 'ready' || !answers.answering()) return done(null, this.#here(key, timeWindow));
      counting.countInWindow(this.#prefix + key, timeWindow).then(
        ([current, ttl]) => {
          answers.answered();
          done(null, { current, ttl });
        },
        (error: Error) => {
          answers.missed(error);
          done(null, this.#here(key, timeWindow));
        },
      );
    }

    child(routeOptions: RouteOptions) {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new SharedOrLocalStore(routeOptions, `${this.#prefix}${method}${url}-`);
    }

    /** Counted here: a window from the key's first request, as in Redis. */
    #here(key: string, timeWindow: number): Count {
      const counted = this.#local.get(key);
      if (!counted) {
        this.#local.set(key, { current: 1 }, { ttl: timeWindow });
        return { current: 1, ttl: timeWindow };
      }
      counted.current += 1;
      return { current: counted.current, ttl: this.#local.getRemainingTTL(key) };
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
