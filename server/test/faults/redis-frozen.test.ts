import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_MISSES_BEFORE_LOCAL, REDIS_WAIT_MS } from '@texbridge/shared/limits/redis-or-local-store';
import { redisServerPath, startRedis, type TestRedis } from '../helpers/redis.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * docs/scaling.md: a Redis that is connected but answers nothing (here a real redis-server stopped with
 * SIGSTOP) keeps ioredis `ready` while every command times out. After a few unanswered commands in a
 * row the API stops asking it, counts per process, says so in /healthz, and goes back to Redis once a
 * PING is answered again.
 */
if (!redisServerPath && process.env.CI) throw new Error('CI must install redis-server (.ci/run)');

/** Well below REDIS_WAIT_MS: a request that waited on Redis could not be this fast. */
const FAST_MS = REDIS_WAIT_MS / 5;
/** The middle of some timings: one request slowed by a busy machine is not what is measured. */
const median = (ms: number[]) => ms.toSorted((a, b) => a - b)[Math.floor(ms.length / 2)]!;

describe.skipIf(!redisServerPath)('a frozen Redis', () => {
  let redis: TestRedis;
  let api: TestServer;

  beforeAll(async () => {
    redis = await startRedis();
    api = await startTestServer({ REDIS_URL: redis.url, RATE_LIMIT_MAX: '1000' });
  }, 60_000);
  afterAll(async () => {
    redis?.thaw();
    await api?.close();
    await redis?.kill();
  });

  const limits = async () => (await api.request('GET', '/healthz')).body.limits as string;
  const timed = async (path: string) => {
    const started = performance.now();
    const reply = await api.request('GET', path);
    return { status: reply.status, ms: performance.now() - started };
  };

  it('costs requests nothing once it has left a few commands unanswered, says so, and is used again when it wakes', async () => {
    await expect.poll(limits, { timeout: 10_000 }).toBe('redis');
    // Warm: the page's read is cached, so that what is timed below is the limit's count.
    expect((await timed('/about-us')).status).toBe(200);

    redis.freeze();
    for (let n = 0; n < REDIS_MISSES_BEFORE_LOCAL; n++) {
      const waited = await timed('/about-us');
      expect(waited.status).toBe(200);
      expect(waited.ms).toBeGreaterThanOrEqual(REDIS_WAIT_MS * 0.9);
    }

    const after = [];
    for (let n = 0; n < 10; n++) after.push(await timed('/about-us'));
    expect(after.map(({ status }) => status)).toEqual(Array(10).fill(200));
    // None waited on Redis.
    expect(median(after.map(({ ms }) => ms))).toBeLessThan(FAST_MS);
    expect(Math.max(...after.map(({ ms }) => ms))).toBeLessThan(REDIS_WAIT_MS);
    expect(await limits()).toBe('local-redis-not-answering');

    redis.thaw();
    await expect.poll(limits, { timeout: 10_000, interval: 100 }).toBe('redis');
    // Counted in Redis again, and as fast as before.
    const back = [];
    for (let n = 0; n < 5; n++) back.push(await timed('/about-us'));
    expect(back.map(({ status }) => status)).toEqual(Array(5).fill(200));
    expect(median(back.map(({ ms }) => ms))).toBeLessThan(FAST_MS);
  });
});
