// @ts-check
// `npm run cluster` (scripts/cluster.mjs) and the benches that start PostgreSQL, run for real: a stop
// that comes while the cluster is still starting leaves nothing behind; a killed process starts again
// and a stop then ends every incarnation; CLUSTER_DIR and CLUSTER_PORT place every one's PostgreSQL.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { CLUSTER_PORT_COUNT, clusterPorts } from '../../scripts/lib/cluster.mjs';
import { freePortRun } from '../../scripts/lib/ports.mjs';
import { canSeeProcesses, killAll, markedProcesses, processMark, stillAlive, waitFor } from './marked-processes.mjs';
import { repo, tempDir } from './support.mjs';

const needs = ['/usr/bin/redis-server', '/usr/lib/postgresql'].filter((path) => !existsSync(path));
const skip =
  (!canSeeProcesses && 'no /proc to find the processes in') ||
  (needs.length > 0 && `no ${needs.join(' or ')} (apt-get install redis-server postgresql)`);

test('npm run cluster: SIGTERM during the start stops every process started so far', { skip }, async () => {
  const mark = processMark();
  const dir = tempDir('cluster');
  // PostgreSQL runs as the postgres user when this is root: it must reach its data directory inside.
  chmodSync(dir, 0o755);
  const child = spawn(process.execPath, [join(repo, 'scripts/cluster.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      ...mark,
      CLUSTER_DIR: dir,
      CLUSTER_PORT: String(await freePortRun(CLUSTER_PORT_COUNT)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  /** @type {ReturnType<typeof markedProcesses>} */
  let seen = [];
  try {
    // PostgreSQL is up and Redis on its way: the start is in its middle, `cluster` not yet returned.
    seen = await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error('npm run cluster ended by itself.');
        const now = markedProcesses(mark, child.pid);
        return now.some((each) => each.command.startsWith('redis-server')) ? now : undefined;
      },
      'redis-server starting',
      60_000,
    ).catch((error) => assert.fail(`${error.message}\n${output}`));
    assert.ok(
      seen.some((each) => / -D \S*postgres /.test(each.command)),
      `PostgreSQL runs: ${seen.map((each) => each.command).join('; ')}`,
    );
    child.kill('SIGTERM');
    assert.equal(await exited, 0, output);
    // Redis carries no mark: the processes seen before the signal count by their pids.
    const left = () => [
      ...new Map([...markedProcesses(mark), ...stillAlive(seen)].map((each) => [each.pid, each])).values(),
    ];
    // Each is waited for before the script exits; a moment for the kernel to finish what was killed.
    await waitFor(() => left().length === 0, 'every started process ending', 5_000).catch(() => {});
    assert.deepEqual(
      left().map((each) => each.command),
      [],
      output,
    );
  } finally {
    child.kill('SIGKILL');
    killAll([...markedProcesses(mark), ...seen]);
  }
});

/**
 * Runs a script with a fresh CLUSTER_DIR and CLUSTER_PORT until its PostgreSQL runs; answers that
 * PostgreSQL's command line, the folder and the ports, then stops the script with SIGTERM and kills
 * whatever of it is left.
 * @param {string[]} command
 */
async function firstPostgres(command) {
  const mark = processMark();
  const dir = tempDir('cluster-settings');
  chmodSync(dir, 0o755);
  const basePort = await freePortRun(CLUSTER_PORT_COUNT);
  const [file = '', ...args] = command;
  const child = spawn(file, args, {
    cwd: repo,
    env: { ...process.env, ...mark, CLUSTER_DIR: dir, CLUSTER_PORT: String(basePort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  /** @type {ReturnType<typeof markedProcesses>} */
  let seen = [];
  try {
    const postgres = await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`${args.join(' ')} ended by itself.`);
        seen = markedProcesses(mark, child.pid);
        return seen.find((each) => /\/postgres -D /.test(each.command));
      },
      'PostgreSQL starting',
      60_000,
    ).catch((error) => assert.fail(`${error.message}\n${output}`));
    return { command: postgres.command, dir, ports: clusterPorts(basePort) };
  } finally {
    child.kill('SIGTERM');
    await exited;
    killAll([...markedProcesses(mark), ...seen]);
  }
}

test('the cluster bench takes its folder and ports from CLUSTER_DIR and CLUSTER_PORT', { skip }, async () => {
  const { command, dir, ports } = await firstPostgres([join(repo, 'bench/node_modules/.bin/tsx'), 'bench/cluster.ts']);
  assert.ok(command.includes(` -D ${join(dir, 'postgres')} `), command);
  assert.ok(command.includes(` -p ${ports.postgres} `), command);
});

test("bench/search.ts's PostgreSQL takes its folder and port from CLUSTER_DIR and CLUSTER_PORT", { skip }, async () => {
  const { command, dir, ports } = await firstPostgres([join(repo, 'bench/node_modules/.bin/tsx'), 'bench/search.ts']);
  assert.ok(command.includes(` -D ${dir}/`), command);
  assert.ok(command.includes(` -p ${ports.postgres} `), command);
});

test(
  'npm run cluster: a killed API, PostgreSQL and Redis start again, and SIGTERM then leaves nothing',
  { skip },
  async () => {
    const mark = processMark();
    const dir = tempDir('cluster-supervised');
    chmodSync(dir, 0o755);
    const basePort = await freePortRun(CLUSTER_PORT_COUNT);
    const ports = clusterPorts(basePort, 1, 0);
    // The API alone (no releases: they take minutes), with `npm run cluster`'s stop on SIGTERM.
    const script = `
    import { startCluster } from ${JSON.stringify(join(repo, 'scripts/lib/cluster.mjs'))};
    const controller = new AbortController();
    const starting = startCluster({ dir: ${JSON.stringify(dir)}, basePort: ${basePort}, apis: 1, renders: 0, signal: controller.signal });
    process.on('SIGTERM', async () => {
      controller.abort();
      await (await starting.catch(() => undefined))?.stop();
      process.exit(0);
    });
    const cluster = await starting;
    console.log('cluster up: api ' + cluster.pid('api', 0));`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repo,
      env: { ...process.env, ...mark },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
    /** @type {ReturnType<typeof markedProcesses>} */
    let seen = [];
    const health = async () => {
      try {
        const reply = await fetch(`http://127.0.0.1:${ports.api}/healthz`, { signal: AbortSignal.timeout(2_000) });
        return /** @type {{ status?: string, limits?: string }} */ (await reply.json());
      } catch {
        return {};
      }
    };
    try {
      const apiGroup = Number(
        (
          await waitFor(
            () => {
              if (child.exitCode !== null) throw new Error('the cluster ended by itself');
              return /cluster up: api (\d+)/.exec(output);
            },
            'the cluster starting',
            120_000,
          ).catch((error) => assert.fail(`${error.message}\n${output}`))
        )[1],
      );
      seen = markedProcesses(mark, child.pid);
      const postmaster = seen.find((each) => /\/postgres -D /.test(each.command));
      const redis = seen.find((each) => each.command.startsWith('redis-server'));
      assert.ok(postmaster && redis, seen.map((each) => each.command).join('; '));
      assert.equal((await health()).limits, 'redis');

      // kill -9 of the API's tsx leaves its child holding the port; of the postmaster, its backends
      // holding the shared memory: the supervisor clears each group before it starts it again.
      killAll([{ pid: apiGroup }, postmaster, redis]);
      await waitFor(
        () =>
          output.includes('[api-1] ended (') &&
          output.includes('[postgres] ended (') &&
          output.includes('[redis] ended ('),
        'every end logged',
        10_000,
      ).catch((error) => assert.fail(`${error.message}\n${output}`));
      // Served again through nginx: the API answers, on PostgreSQL, counting its limits in Redis.
      await waitFor(
        async () => {
          const now = await health();
          const logged = ['api-1', 'postgres', 'redis'].every((name) => output.includes(`[${name}] serves again`));
          return logged && now.status === 'ok' && now.limits === 'redis';
        },
        'the API, PostgreSQL and Redis serving again',
        45_000,
      ).catch((error) => assert.fail(`${error.message}\n${output}`));
      assert.match(output, /\[api-1\] ended \(signal SIGKILL\); starting it again in 0\.5 s/);
      assert.match(output, /\[redis\] ended \(signal SIGKILL\); starting it again in 0\.5 s/);
      // The postmaster is the group's leader, or runuser's child when this is root (runuser then exits 137).
      assert.match(output, /\[postgres\] ended \((signal SIGKILL|exit code 137)\); starting it again/);

      const before = markedProcesses(mark, child.pid);
      seen = [...seen, ...before];
      child.kill('SIGTERM');
      assert.equal(await exited, 0, output);
      const left = () => [
        ...new Map([...markedProcesses(mark), ...stillAlive(seen)].map((each) => [each.pid, each])).values(),
      ];
      await waitFor(() => left().length === 0, 'every process ending', 5_000).catch(() => {});
      assert.deepEqual(
        left().map((each) => each.command),
        [],
        output,
      );
    } finally {
      // Found while the tree is whole: a restarted redis-server carries no mark, only its parent.
      const family = markedProcesses(mark, child.pid);
      child.kill('SIGKILL');
      killAll([...family, ...markedProcesses(mark), ...seen]);
    }
  },
);
