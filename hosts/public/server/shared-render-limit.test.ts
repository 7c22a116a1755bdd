import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerPath, startRedis, type TestRedis } from '@texbridge/scripts/redis';
import { REDIS_MISSES_BEFORE_LOCAL, REDIS_WAIT_MS } from '@texbridge/shared/limits/redis-or-local-store';
import { createRenderServer, type RenderResult } from './app.ts';
import { RENDER_LIMIT_NAMESPACE } from './render-limit.ts';
import { readSettings } from './startup.ts';

/**
 * docs/scaling.md: with REDIS_URL the render limit is counted in Redis, so that two render servers give an
 * address one share of renders, not two; with Redis frozen (SIGSTOP) each counts alone and renders, as
 * the API does. A real redis-server the test starts; skipped, and saying why, where none is installed.
 */
if (!redisServerPath && process.env.CI) throw new Error('CI must install redis-server (.ci/run)');

const RENDERS = 120;
const page = (url: string): RenderResult => ({ status: 200, head: '', html: `<main>${url}</main>`, state: '' });

describe.skipIf(!redisServerPath)('the render limit with REDIS_URL', () => {
  let distDir: string;
  let redis: TestRedis;
  const servers: { close: () => Promise<unknown> }[] = [];

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'render-limit-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    redis = await startRedis();
  });
  afterAll(async () => {
    redis?.thaw();
    await Promise.all(servers.map((server) => server.close()));
    await redis?.kill();
    rmSync(distDir, { recursive: true, force: true });
  });

  /** A render server of its own, behind a proxy on this machine that says who asked. */
  async function start() {
    const app = await createRenderServer({
      distDir,
      render: async (url) => page(url),
      config: { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:1' },
      rendersPerMinute: RENDERS,
      redisUrl: redis.url,
      trustProxy: '127.0.0.1',
    });
    servers.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return (path: string, address: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-forwarded-for': address } });
  }

  it("counts an address's renders once across two render servers", async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const statuses: number[] = [];
    // Every page a new one (nothing cached), each server asked in turn.
    for (let n = 0; n < RENDERS; n++) statuses.push((await (n % 2 ? b : a)(`/page-${n}`, '203.0.113.1')).status);
    expect(statuses).toEqual(Array(RENDERS).fill(200));
    const refused = await a(`/page-${RENDERS}`, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect((await b(`/page-${RENDERS + 1}`, '203.0.113.1')).status).toBe(429);
    // Another address has its own share.
    expect((await b(`/page-${RENDERS}`, '203.0.113.2')).status).toBe(200);
    // Kept apart from the API's rate limits, which may count in the same Redis by the same addresses.
    const keys = spawnSync('redis-cli', ['-u', redis.url, '--scan'], { encoding: 'utf8' }).stdout.trim().split('\n');
    expect(keys.sort()).toEqual([`${RENDER_LIMIT_NAMESPACE}203.0.113.1`, `${RENDER_LIMIT_NAMESPACE}203.0.113.2`]);
  });

  it('starts, and renders, with Redis frozen or down', async () => {
    redis.freeze();
    try {
      const get = await start();
      expect((await get('/start-frozen', '203.0.113.4')).status).toBe(200);
    } finally {
      redis.thaw();
    }
    const down = await startRedis();
    await down.kill();
    const app = await createRenderServer({
      distDir,
      render: async (url) => page(url),
      config: { siteName: 'TexBridge', apiUrl: 'http://127.0.0.1:1' },
      redisUrl: down.url,
    });
    servers.push(app);
    expect((await app.inject({ url: '/start-down' })).statusCode).toBe(200);
  });

  it('renders, counting alone, while Redis is frozen, and is not slowed by it', async () => {
    const get = await start();
    expect((await get('/frozen-0', '203.0.113.3')).status).toBe(200);
    redis.freeze();
    try {
      for (let n = 1; n <= REDIS_MISSES_BEFORE_LOCAL; n++)
        expect((await get(`/frozen-${n}`, '203.0.113.3')).status).toBe(200);
      // None waits on Redis now: the middle of five timings, so that a busy machine's one slow request is not it.
      const took: number[] = [];
      for (let n = 0; n < 5; n++) {
        const started = performance.now();
        expect((await get(`/frozen-next-${n}`, '203.0.113.3')).status).toBe(200);
        took.push(performance.now() - started);
      }
      expect(took.toSorted((a, b) => a - b)[2]).toBeLessThan(REDIS_WAIT_MS / 5);
    } finally {
      redis.thaw();
    }
  });
});

describe('REDIS_URL, as main.ts reads it', () => {
  it('is the Redis of the render limit, and must be a redis:// or rediss:// URL, as the API says', () => {
    expect(readSettings({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(readSettings({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(() => readSettings({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /^Environment variable REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });
});
