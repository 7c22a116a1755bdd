// @ts-check
// `npm run cluster` (scripts/cluster.mjs) run for real: a stop that comes while it is still starting
// leaves nothing behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { CLUSTER_PORT_COUNT } from '../../scripts/lib/cluster.mjs';
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
