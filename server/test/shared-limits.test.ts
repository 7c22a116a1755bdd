import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodies } from './helpers/fixtures.ts';
import type { FastifyBaseLogger } from 'fastify';
import { rateLimitCounters } from '../src/platform/plugins/rate-limit-store.ts';
import { redisServerPath, startRedis, type TestRedis } from './helpers/redis.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/**
 * docs/scaling.md: with REDIS_URL, every API instance counts a client's requests together, in a real
 * redis-server the test starts; without Redis, or while it is out of reach, each counts alone and serves.
 * CI installs redis-server; elsewhere, without it, these tests are skipped and say why.
 */
if (!redisServerPath && process.env.CI) throw new Error('CI must install redis-server (.ci/run)');

const MAX = 6;
const ENQUIRIES = 2;

describe.skipIf(!redisServerPath)('rate limits shared through Redis', () => {
  let redis: TestRedis;
  let a: TestServer;
  let b: TestServer;
  const env = () => ({ REDIS_URL: redis.url, RATE_LIMIT_MAX: String(MAX), ENQUIRY_LIMIT_MAX: String(ENQUIRIES) });

  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all([startTestServer(env()), startTestServer(env())]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.kill();
  });

  const healthy = async (server: TestServer) => {
    const reply = await server.request('GET', '/healthz');
    expect(reply.status).toBe(200);
    return reply.body.limits;
  };
  const untilHealth = (server: TestServer, limits: string) =>
    expect.poll(() => healthy(server), { timeout: 10_000, interval: 100 }).toBe(limits);

  it("counts a client's requests once across two instances", async () => {
    await untilHealth(a, 'redis');
    await untilHealth(b, 'redis');
    await redis.kill();
    await redis.start();
    await untilHealth(a, 'redis');
    await untilHealth(b, 'redis');

    const statuses: number[] = [];
    const remaining: string[] = [];
    for (let n = 0; n < MAX + 1; n++) {
      const reply = await (n % 2 === 0 ? a : b).request('GET', '/about-us');
      statuses.push(reply.status);
      remaining.push(reply.headers.get('x-ratelimit-remaining') ?? '');
    }
    // One counter: each instance's answer counts down what the other one left.
    expect(remaining.slice(0, MAX)).toEqual(['5', '4', '3', '2', '1', '0']);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('counts the enquiries of one client together across instances', async () => {
    await redis.kill();
    await redis.start();
    await untilHealth(a, 'redis');
    await untilHealth(b, 'redis');
    const sent = [];
    for (const server of [a, b, a])
      sent.push((await server.request('POST', '/enquiries', { json: bodies.enquiries(1) })).status);
    expect(sent).toEqual([200, 200, 429]);
  });

  it('keeps serving, counting per process, while Redis is out of reach, and says so; then goes back to Redis', async () => {
    await redis.kill();
    await untilHealth(a, 'local-redis-unreachable');
    // Served, and limited by this process's own counter (a fresh one: Redis kept the earlier count).
    const whileDown = [];
    for (let n = 0; n < MAX + 1; n++) whileDown.push((await a.request('GET', '/about-us')).status);
    expect(whileDown).toEqual([200, 200, 200, 200, 200, 200, 429]);

    await redis.start();
    await untilHealth(a, 'redis');
    await untilHealth(b, 'redis');
    // Back on the shared counter, which the restart emptied.
    expect((await b.request('GET', '/about-us')).headers.get('x-ratelimit-remaining')).toBe(String(MAX - 1));
  });
});

describe.skipIf(!redisServerPath)('what the log says of Redis', () => {
  it('says when Redis is out of reach, at start too, and when counting goes back to it', async () => {
    const said: string[] = [];
    const log = {
      info: (message: string) => said.push(`info: ${message}`),
      warn: (_details: unknown, message: string) => said.push(`warn: ${message}`),
    } as unknown as FastifyBaseLogger;
    const redis = await startRedis();
    await redis.kill();
    const counters = rateLimitCounters(redis.url, log);
    try {
      const until = (state: string) =>
        expect.poll(() => counters.state(), { timeout: 10_000, interval: 100 }).toBe(state);
      await until('local-redis-unreachable');
      await expect
        .poll(() => said)
        .toEqual(['warn: Rate limits: Redis is out of reach; counting per process until it is back.']);
      await redis.start();
      await until('redis');
      await expect.poll(() => said.at(-1)).toBe('info: Rate limits: counting in Redis, shared by every API instance.');
      // Once each way: reconnection attempts while it was down were not a line each.
      expect(said).toHaveLength(2);
    } finally {
      await counters.close();
      await redis.kill();
    }
  }, 30_000);
});

describe('rate limits without REDIS_URL', () => {
  it('count per process, and /healthz says so, however often a load balancer asks', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: String(MAX) });
    try {
      for (let n = 0; n < MAX * 2; n++) expect((await server.request('GET', '/healthz')).status).toBe(200);
      expect((await server.request('GET', '/healthz')).body).toMatchObject({ status: 'ok', limits: 'local' });
      // The limit still holds everywhere else.
      const statuses = [];
      for (let n = 0; n < MAX + 1; n++) statuses.push((await server.request('GET', '/about-us')).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  });
});
