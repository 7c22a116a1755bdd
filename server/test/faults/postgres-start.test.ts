import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type Account } from '../helpers/accounts.ts';
import { startApi, type Api } from './helpers/api.ts';
import { noPostgresReason, startCluster, type Cluster } from './helpers/cluster.ts';
import { killRepeatedly } from './helpers/durability.ts';

/** API processes starting together, and killed, on a PostgreSQL cluster of the test's own. */
describe.skipIf(noPostgresReason)('API processes on PostgreSQL', () => {
  let cluster: Cluster;
  let admin: Account;
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-pg-api-'));
  const running: Api[] = [];

  beforeAll(async () => {
    [cluster, admin] = await Promise.all([startCluster(), createAccount('pg-kill-admin')]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((api) => api.stop('SIGKILL')));
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database once when two instances start together', async () => {
    const url = await cluster.createDatabase('seed_race');
    const env = { DATABASE_URL: url, SEED: 'auto', DATA_DIR: dataDir };
    const apis = await Promise.all([startApi(env, 120_000), startApi(env, 120_000)]);
    running.push(...apis);
    const [row] = await cluster.sql<{ products: number; titles: number }>(
      'SELECT count(*)::int AS products, count(DISTINCT title)::int AS titles FROM products',
      [],
      'seed_race',
    );
    console.log(`two instances seeding together: ${row!.products} products, ${row!.titles} distinct titles`);
    expect(row!.products).toBeGreaterThan(0);
    expect(row!.products).toBe(row!.titles);
    await Promise.all(apis.map((api) => api.stop('SIGTERM')));
  }, 180_000);

  it('keeps every acknowledged write through 5 kills at random moments', async () => {
    const env = { DATABASE_URL: await cluster.createDatabase('kill_nine'), ADMIN_EMAILS: admin.email };
    const first = await startApi(env);
    const result = await killRepeatedly({ api: first, token: admin.token, rounds: 5, restart: () => startApi(env) });
    running.push(result.api);
    console.log(
      `PostgreSQL: ${result.acknowledged} writes acknowledged over 5 kills; restart to healthy after kill -9: ${result.restartMs.join(', ')} ms`,
    );
    expect(result.missing).toEqual([]);
    expect(result.acknowledged).toBeGreaterThan(5);
  }, 180_000);
});
