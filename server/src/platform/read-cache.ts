import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** What the public reads are compressed with, best first (docs/performance.md, "Compression"). */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // @fastify/compress's default quality: its authors' balance of time and size.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(gzip)(bytes),
};

export interface CachedBody {
  /** Encoded once per body: every answer then writes bytes, instead of re-encoding a string. */
  bytes: Buffer;
  /** Hashed once per body, not on every request that sends it. */
  etag: string;
  /** Set for paged lists: the number behind X-Total-Count. */
  total?: number | undefined;
  /** Its compressed copies, each made (off the event loop) the first time a client accepts it. */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
  /** The tag of each compressed copy: the body's, marked with the encoding (another representation). */
  encodedEtag: Record<Encoding, string>;
  /**
   * Set on a read kept from before the database was lost, answered while it cannot be reached: how long
   * ago the cache last knew it current (the answer's `Age`).
   */
  staleForMs?: number;
}

/**
 * A serialised read with its ETag. The tag is @fastify/etag's own (SHA-1, base64, quoted), so tags that
 * clients already hold stay valid. `variant` names another representation of the same call (a read in another
 * locale, docs/adding-a-language.md), hashed with the bytes: its tag never matches the default's, even where
 * the words are the same.
 */
export function cachedBody(json: string, total?: number, variant = ''): CachedBody {
  const bytes = Buffer.from(json);
  const hash = createHash('sha1').update(bytes);
  if (variant) hash.update(`\u0000${variant}`);
  const etag = `"${hash.digest('base64')}"`;
  const marked = (encoding: Encoding) => `${etag.slice(0, -1)}-${encoding}"`;
  return { bytes, etag, total, encoded: {}, encodedEtag: { br: marked('br'), gzip: marked('gzip') } };
}

/**
 * The body compressed with `encoding`: at once when a request before made it, else a promise of it.
 * Compressed once per body, however many clients ask.
 */
export function encodedBytes(body: CachedBody, encoding: Encoding): Buffer | Promise<Buffer> {
  const encoded = body.encoded[encoding];
  if (encoded) return encoded;
  const compressing = compressors[encoding](body.bytes).then(
    (bytes) => (body.encoded[encoding] = bytes),
    (error: unknown) => {
      delete body.encoded[encoding];
      throw error;
    },
  );
  body.encoded[encoding] = compressing;
  return compressing;
}

/** What /healthz reports: whether reads are served from memory or every one goes to the database. */
export type CacheState = 'live' | 'reading-through';

/** What a committed write did: a delete also takes away what the public site keeps as a stand-in. */
export type WriteKind = 'write' | 'delete';

/**
 * A delete's second announcement, after the resource's own: instances that know only the first still
 * drop their copies, and the others hear that it was a delete.
 */
const DELETED = 'deleted ';

const CHANNEL = 'texbridge_cache';
/**
 * How long after the database is lost the public reads kept from before may still be answered, marked
 * stale, when the database cannot answer them (docs/scaling.md, "PostgreSQL outages"). Past it, a 503.
 */
const STALE_READS_MS = 10 * 60_000;
/** After the database failed a read, how long kept reads are answered without asking it again. */
const RECHECK_MS = 2_000;
export const MAX_ENTRIES_PER_RESOURCE = 500;
/** One resource's kept reads: its most recently read MAX_ENTRIES_PER_RESOURCE keys. */
type Kept = LRUCache<string, CachedBody>;
const keptReads = (): Kept => new LRUCache({ max: MAX_ENTRIES_PER_RESOURCE });
/** Waits between attempts to listen again after the connection is lost: quick at first, then every 2 s, until closed. */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000, 2000];

/**
 * Serialised public reads, kept until a write to the same resource. PGlite serves a few hundred
 * list queries a second; this serves thousands. On PostgreSQL several API instances may run, so a
 * write also runs NOTIFY inside its own transaction (delivered when it commits) and every instance
 * drops its copy. Each resource's reads are kept in an lru-cache of their own, replaced whole by a write:
 * a load that began before the write sees that its resource's cache is no longer the one it read for.
 */
export class ReadCache {
  private readonly entries = new Map<string, Kept>();
  /** What `entries` held when the listener was lost: answered, marked stale, while the database is away. */
  private standIns = new Map<string, Kept>();
  private lostAt = 0;
  private failedAt = 0;
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  /** Counts listener losses: a load begun before one must not store what it read. */
  private epoch = 0;
  private pool: pg.Pool | undefined;
  private listener: pg.PoolClient | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly watchers = new Set<(resource: string, kind: WriteKind) => void>();

  /** `enabled: false` loads every time: the baseline the benchmark compares against. */
  constructor(private readonly enabled = true) {}

  get state(): CacheState {
    return this.enabled && !this.closed && (!this.pool || this.listener) ? 'live' : 'reading-through';
  }

  /**
   * The stored body, if there is one and it may be served: what `get` would answer without loading.
   * Synchronous, so that a hit costs a request no promise.
   */
  peek(resource: string, key: string): CachedBody | undefined {
    return this.state === 'live' ? this.entries.get(resource)?.get(key) : undefined;
  }

  async get(resource: string, key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
    // Without a live LISTEN connection, other instances' writes could go unnoticed: read through.
    if (this.state !== 'live') return this.readThrough(resource, key, load);
    const cached = this.entries.get(resource)?.get(key);
    if (cached) return cached;
    const flightKey = `${resource}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const generation = this.entries.get(resource);
    const epoch = this.epoch;
    const promise = load()
      .then((value) => {
        // A write (or a lost listener) during the load: do not store what may be stale.
        if (generation === this.entries.get(resource) && epoch === this.epoch && this.state === 'live') {
          this.store(resource, key, value);
        }
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(flightKey) === promise) this.inFlight.delete(flightKey);
      });
    this.inFlight.set(flightKey, promise);
    return promise;
  }

  /**
   * A read while the listener is lost: from the database when it answers, else what was kept from before
   * the loss, for STALE_READS_MS. After a failure the kept read is answered at once for RECHECK_MS, so
   * that a frozen database does not hold every reader for its connect timeout.
   */
  private async readThrough(resource: string, key: string, load: () => Promise<CachedBody>) {
    const kept = this.standIns.get(resource)?.peek(key);
    const staleForMs = Date.now() - this.lostAt;
    const standIn = kept && staleForMs <= STALE_READS_MS ? { ...kept, staleForMs } : undefined;
    if (standIn && Date.now() - this.failedAt < RECHECK_MS) return standIn;
    try {
      return await load();
    } catch (error) {
      if (!standIn || !isDatabaseUnavailable(error)) throw error;
      this.failedAt = Date.now();
      return standIn;
    }
  }

  private store(resource: string, key: string, value: CachedBody) {
    let kept = this.entries.get(resource);
    if (!kept) this.entries.set(resource, (kept = keptReads()));
    kept.set(key, value);
  }

  /**
   * The statement a write to `resource` runs inside its transaction, so that other instances hear of
   * it exactly when it commits, and a write that cannot announce itself is not saved. None on PGlite:
   * one process, and `drop` after the write suffices.
   */
  announcement(resource: string, kind: WriteKind = 'write'): SQL | undefined {
    if (!this.pool) return undefined;
    return kind === 'delete'
      ? sql`select pg_notify(${CHANNEL}, ${resource}), pg_notify(${CHANNEL}, ${DELETED + resource})`
      : sql`select pg_notify(${CHANNEL}, ${resource})`;
  }

  /** Drops a resource's entries here; called after a write commits, here or (NOTIFY) on another instance. */
  drop(resource: string, kind: WriteKind = 'write') {
    this.entries.set(resource, keptReads());
    this.standIns.delete(resource);
    for (const key of this.inFlight.keys()) if (key.startsWith(`${resource}\u0000`)) this.inFlight.delete(key);
    for (const watcher of this.watchers) watcher(resource, kind);
  }

  /**
   * Calls `watcher` with the resource of every committed write this instance hears of, and whether it
   * was a delete; returns the way to stop.
   */
  watch(watcher: (resource: string, kind: WriteKind) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /**
   * Listens for other instances' writes. If the connection drops (a database restart or outage), the
   * cache reads through and tries again, backing off to one try every 2 s, until it listens again or
   * is closed.
   */
  async connect(pool: pg.Pool, onError: (error: Error) => void = () => {}): Promise<void> {
    this.pool = pool;
    this.closed = false;
    await this.listen(onError);
  }

  private async listen(onError: (error: Error) => void) {
    const listener = await this.pool!.connect();
    const lost = (error: Error) => {
      if (this.listener !== listener) return;
      this.listener = undefined;
      this.epoch++;
      this.standIns = new Map(this.entries);
      this.lostAt = Date.now();
      this.entries.clear();
      this.inFlight.clear();
      listener.release(error);
      if (this.closed) return;
      onError(error);
      this.retry(onError, 0);
    };
    // Without an 'error' handler the error would be uncaught and end the process.
    listener.on('error', lost);
    listener.on('end', () => lost(new Error('the connection ended')));
    listener.on('notification', (message) => {
      const payload = message.channel === CHANNEL ? message.payload : undefined;
      if (payload?.startsWith(DELETED)) this.drop(payload.slice(DELETED.length), 'delete');
      else if (payload) this.drop(payload);
    });
    try {
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      listener.release(error as Error);
      throw error;
    }
    if (this.closed) {
      listener.release();
      return;
    }
    this.listener = listener;
    // Listening again: every read is current from here on, so nothing kept from before is answered.
    this.standIns.clear();
  }

  private retry(onError: (error: Error) => void, attempt: number) {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.reconnect = setTimeout(() => {
      if (this.closed) return;
      this.listen(onError).catch((error: Error) => {
        if (this.closed) return;
        // Say it once, not every 2 s of an outage.
        if (attempt === 0) onError(error);
        this.retry(onError, attempt + 1);
      });
    }, delay);
    this.reconnect.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.standIns.clear();
    clearTimeout(this.reconnect);
    const listener = this.listener;
    if (!listener) return;
    this.listener = undefined;
    await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    listener.release();
  }
}
