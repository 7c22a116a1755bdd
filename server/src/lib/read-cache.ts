import type pg from 'pg';

export interface CachedBody {
  body: string;
  /** Set for paged lists: the number behind X-Total-Count. */
  total?: number | undefined;
}

const CHANNEL = 'texbridge_cache';
const MAX_ENTRIES_PER_RESOURCE = 500;

/**
 * Serialised public reads, kept until a write to the same resource. PGlite serves a few hundred
 * list queries a second; this serves thousands. On PostgreSQL several API instances may run, so a
 * write is also announced with NOTIFY and every instance drops its copy.
 */
export class ReadCache {
  private readonly entries = new Map<string, Map<string, CachedBody>>();
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  private pool: pg.Pool | undefined;
  private listener: pg.PoolClient | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  /** `enabled: false` loads every time: the baseline the benchmark compares against. */
  constructor(private readonly enabled = true) {}

  async get(resource: string, key: string, load: () => Promise<CachedBody>): Promise<CachedBody> {
    // Without a live LISTEN connection, other instances' writes could go unnoticed: read through.
    if (!this.enabled || (this.pool && !this.listener)) return load();
    const cached = this.entries.get(resource)?.get(key);
    if (cached) return cached;
    const flightKey = `${resource}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const generation = this.entries.get(resource);
    const promise = load()
      .then((value) => {
        // A write during the load dropped this resource's map: do not store what may be stale.
        if (generation === this.entries.get(resource)) this.store(resource, key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, promise);
    return promise;
  }

  private store(resource: string, key: string, value: CachedBody) {
    let map = this.entries.get(resource);
    if (!map) this.entries.set(resource, (map = new Map()));
    if (map.size >= MAX_ENTRIES_PER_RESOURCE) map.delete(map.keys().next().value!);
    map.set(key, value);
  }

  /** Drops a resource's entries here and, on PostgreSQL, on every other instance. */
  async invalidate(resource: string): Promise<void> {
    this.dropLocal(resource);
    if (this.pool) await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, resource]);
  }

  private dropLocal(resource: string) {
    this.entries.set(resource, new Map());
    for (const key of this.inFlight.keys()) if (key.startsWith(`${resource}\u0000`)) this.inFlight.delete(key);
  }

  /** Listens for other instances' writes; if the connection drops (a database restart), reconnects. */
  async connect(pool: pg.Pool, onError: (error: Error) => void = () => {}): Promise<void> {
    this.pool = pool;
    this.closed = false;
    const listener = await pool.connect();
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.dropLocal(message.payload);
    });
    listener.on('error', (error) => {
      // Without this handler the error would be uncaught and end the process.
      if (this.listener !== listener) return;
      this.listener = undefined;
      this.entries.clear();
      listener.release(error);
      if (this.closed) return;
      onError(error);
      this.reconnect = setTimeout(() => void this.connect(pool, onError).catch(onError), 1000);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    const listener = this.listener;
    if (!listener) return;
    this.listener = undefined;
    await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    listener.release();
  }
}
