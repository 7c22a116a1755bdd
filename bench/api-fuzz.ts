// The API fuzz suite (server/test/fuzz) at bench size: 10 000 calls, counted rather than stopped at the
// first violation. Prints the number of 5xx answers next to the target, 0, and exits 1 when it is missed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const serverDir = fileURLToPath(new URL('../server', import.meta.url));
const report = join(mkdtempSync(join(tmpdir(), 'texbridge-fuzz-')), 'summary.json');

interface Summary {
  runs: number;
  seed: number;
  seconds: number;
  calls: number;
  fiveXX: number;
  changed: number;
  badShape: number;
  noAnswer: number;
  statuses: Record<string, number>;
  examples: string[];
}

console.log(`API fuzz: ${RUNS} calls over every route of the OpenAPI document, as anonymous, member and admin\n`);
const code = await new Promise<number>((resolve) => {
  const child = spawn(join(serverDir, 'node_modules/.bin/vitest'), ['run', 'test/fuzz/'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, FUZZ_RUNS: String(RUNS), FUZZ_REPORT: report },
  });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
if (!existsSync(report)) {
  console.error(`The fuzz suite did not run to the end (vitest exited ${code}).`);
  process.exit(1);
}
const summary = JSON.parse(readFileSync(report, 'utf8')) as Summary;
const row = (label: string, value: number, target?: number) =>
  console.log(`${label.padEnd(40)} ${String(value).padStart(7)}${target === undefined ? '' : `   target ${target}`}`);
row('calls', summary.calls);
row('5xx answers', summary.fiveXX, 0);
row('refusals (4xx) that changed data', summary.changed, 0);
row('refusals outside the JSON error shape', summary.badShape, 0);
row('calls without an answer', summary.noAnswer, 0);
console.log(`\nstatuses ${JSON.stringify(summary.statuses)}`);
console.log(`${summary.seconds} s, seed ${summary.seed} (replay: FUZZ_SEED=${summary.seed} FUZZ_RUNS=${summary.runs})`);
for (const example of summary.examples) console.log(`  ✗ ${example.slice(0, 400)}`);
const missed = summary.fiveXX + summary.changed + summary.badShape + summary.noAnswer;
process.exit(missed > 0 ? 1 : 0);
