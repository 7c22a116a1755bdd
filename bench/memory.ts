// The API's resident memory at rest on PGlite (docs/performance.md, "Memory"): `src/main.ts` started as
// `npm start` starts it, on a new data directory (its first start: it seeds the demo content), then
// again on the same data. Each is read from /proc once it has answered /healthz and sat idle for a while,
// as a small agency's server would hold it between visits. Target: ≤ 400 MB after the first start, for a
// 1 GB server that also runs the render server. The restart is the baseline the first start is compared to.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/ports.mjs';

const FIRST_START_TARGET_MB = 400;
const IDLE_MS = 15_000;
const serverDir = join(import.meta.dirname, '..', 'server');
const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-bench-memory-'));

const residentMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
};

/** Starts the API on `dataDir`, waits until it answers and has sat idle, and reads its resident set. */
async function restingMb(): Promise<{ mb: number; startS: number }> {
  const port = await freePort();
  const started = Date.now();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', SEED: 'auto' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() - started > 300_000) throw new Error('the API did not answer within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const startS = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { mb: residentMb(api.pid!), startS };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

try {
  console.log(`\nThe API's resident memory on PGlite, ${IDLE_MS / 1000} s idle after /healthz first answered\n`);
  const first = await restingMb();
  const again = await restingMb();
  const met = first.mb <= FIRST_START_TARGET_MB;
  console.log(
    `  first start (seeds the demo content, ${first.startS.toFixed(0)} s)   ${first.mb.toFixed(0).padStart(4)} MB   target ≤ ${FIRST_START_TARGET_MB} MB ${met ? '✓' : '✗'}`,
  );
  console.log(
    `  restart on the same data (${again.startS.toFixed(0)} s)        ${again.mb.toFixed(0).padStart(4)} MB   baseline`,
  );
  console.log(`  → first start / restart: ${(first.mb / again.mb).toFixed(2)}×\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
