// @ts-check
// `npm test`: every check of the repo, then one closing line `N passed, N failed` summing all suites.
// Lint, format, dead code and typecheck count as one check each; every test of every suite counts as one.
// With TEST_DATABASE_URL set (CI starts PostgreSQL), the API suite runs again on PostgreSQL.
// The end-to-end suite needs Debian's Chromium and nginx; without them that suite is reported as skipped.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startEmulator } from './lib/emulator.mjs';
import { ensureInstalled, pnpmCommand, root } from './lib/pnpm.mjs';
import { freePort } from './lib/ports.mjs';

/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const report = [];
/** How long each step took, in the order they ran: the closing table. @type {[string, number][]} */
const timings = [];

/**
 * Runs one step of the run and notes how long it took under its name.
 * @param {string} name
 * @param {() => Promise<unknown>} work
 */
async function timed(name, work) {
  const started = Date.now();
  // The row is taken at the start, so that steps run side by side keep the order they were started in.
  const row = timings.push([name, 0]) - 1;
  try {
    await work();
  } finally {
    timings[row] = [name, (Date.now() - started) / 1000];
  }
}

const runStarted = Date.now();

/** The steps' times as a table, each with its share of the whole run (steps side by side overlap). */
function timingTable() {
  const whole = (Date.now() - runStarted) / 1000;
  const width = Math.max(...timings.map(([name]) => name.length));
  const clock = (/** @type {number} */ seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  return [
    'Time per step (min:s)',
    ...timings.map(
      ([name, seconds]) =>
        `  ${name.padEnd(width)}  ${clock(seconds).padStart(6)}  ${String(Math.round((100 * seconds) / whole)).padStart(3)}%`,
    ),
    `  ${'whole run'.padEnd(width)}  ${clock(whole).padStart(6)}`,
  ].join('\n');
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Like run(), with the output held back and printed in one piece at the end, under `heading`: for the
 * checks that run side by side, so that their lines do not interleave.
 * @param {string} heading
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
async function runHeld(heading, command, args) {
  /** @type {Buffer[]} */
  const output = [];
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      resolve(1);
    });
    child.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0)));
  });
  console.log(`\n▶ ${heading}`);
  process.stdout.write(Buffer.concat(output));
  return code;
}

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
async function check(name, command, args) {
  const line = report.push('') - 1;
  const ok = (await runHeld(name, command, args)) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  report[line] = `${ok ? '✓' : '✗'} ${name}`;
}

/**
 * The parts of vitest's JSON report read here.
 * @typedef {object} VitestResult
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numPendingTests
 * @property {number} numTodoTests
 * @property {{ name: string, status: string, message?: string, assertionResults: VitestAssertion[] }[]} testResults
 */

/**
 * @typedef {object} VitestAssertion
 * @property {string} fullName
 * @property {string} status
 * @property {string[]} [failureMessages]
 */

/**
 * The report's lines under a failed suite: each failure's name and the first line of its message, so
 * that the end of a long CI log says what failed without a search through it.
 * @param {string} name
 * @param {string} [message]
 */
function failureLine(name, message) {
  const first = (message ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
  // eslint-disable-next-line no-control-regex -- colour codes in a message read as noise in a log
  const plain = first.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return `    ✗ ${name}${plain ? `: ${plain.slice(0, 300)}` : ''}`;
}

/**
 * @param {string} name
 * @param {string} cwd the package's directory
 * @param {NodeJS.ProcessEnv} [env]
 */
async function vitest(name, cwd, env = {}) {
  console.log(`\n▶ ${name}`);
  const out = join(mkdtempSync(join(tmpdir(), 'texbridge-vitest-')), 'result.json');
  const code = await run(
    join(cwd, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd,
      env: { ...process.env, ...env },
    },
  );
  if (!existsSync(out)) {
    totals.failed += 1;
    report.push(`✗ ${name}: the suite did not run (exit ${code})`);
    return;
  }
  /** @type {VitestResult} */
  const result = JSON.parse(readFileSync(out, 'utf8'));
  // A file that fails to load has no failed tests but a failed suite: count it.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed =
    result.numFailedTests + brokenFiles + (code !== 0 && result.numFailedTests + brokenFiles === 0 ? 1 : 0);
  const skipped = result.numPendingTests + result.numTodoTests;
  totals.passed += result.numPassedTests;
  totals.failed += failed;
  totals.skipped += skipped;
  report.push(`${failed ? '✗' : '✓'} ${name}: ${result.numPassedTests} passed, ${failed} failed, ${skipped} skipped`);
  for (const file of result.testResults) {
    const where = relative(cwd, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) report.push(failureLine(where, file.message));
    for (const test of file.assertionResults) {
      if (test.status === 'failed') report.push(failureLine(`${where} > ${test.fullName}`, test.failureMessages?.[0]));
    }
  }
}

/**
 * A suite of node:test files (deploy/test: the release scripts and nginx templates, run for real).
 * Counted from the TAP summary written beside the readable report.
 * @param {string} name
 * @param {string[]} files
 */
async function nodeTests(name, files) {
  console.log(`\n▶ ${name}`);
  const out = join(mkdtempSync(join(tmpdir(), 'texbridge-node-test-')), 'result.tap');
  const code = await run(process.execPath, [
    '--test',
    // All files at once: node's default is one file at a time on two cores (one fewer than it has), and
    // these files mostly wait on the processes they start (nginx, a cluster's restarts, other Nodes).
    `--test-concurrency=${files.length}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${out}`,
    ...files,
  ]);
  const summary = existsSync(out) ? readFileSync(out, 'utf8') : '';
  /** @param {string} key */
  const count = (key) => Number(summary.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  if (!/^# pass \d+$/m.test(summary)) {
    totals.failed += 1;
    report.push(`✗ ${name}: the suite did not run (exit ${code})`);
    return;
  }
  const passed = count('pass');
  const failed = count('fail') + count('cancelled') + (code !== 0 && count('fail') + count('cancelled') === 0 ? 1 : 0);
  const skipped = count('skipped') + count('todo');
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  report.push(`${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  for (const [, test] of summary.matchAll(/^\s*not ok \d+ - (.*)$/gm)) report.push(failureLine(test ?? ''));
}

/** The Playwright suite in tests/: the built system in Debian's Chromium (it starts everything itself). */
const END_TO_END = 'end-to-end suite (Playwright, Chromium)';
async function endToEnd() {
  const name = END_TO_END;
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const missing = [chromium, nginx].filter((path) => !existsSync(path));
  if (missing.length) {
    totals.skipped += 1;
    report.push(`- ${name}: skipped, no ${missing.join(' or ')} (apt-get install chromium nginx; .ci/run does)`);
    return;
  }
  console.log(`\n▶ ${name}`);
  const out = join(mkdtempSync(join(tmpdir(), 'texbridge-e2e-')), 'result.json');
  const dir = join(root, 'tests');
  const code = await run(join(dir, 'node_modules', '.bin', 'playwright'), ['test'], {
    cwd: dir,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!existsSync(out)) {
    totals.failed += 1;
    report.push(`✗ ${name}: the suite did not run (exit ${code})`);
    return;
  }
  /** @type {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number }, suites?: PlaywrightSuite[] }} */
  const { stats, suites = [] } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  totals.passed += stats.expected;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  report.push(`${failed ? '✗' : '✓'} ${name}: ${stats.expected} passed, ${failed} failed, ${stats.skipped} skipped`);
  for (const [title, test] of playwrightTests(suites)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = test.results.find((result) => result.error)?.error?.message;
    report.push(failureLine(`${test.status === 'flaky' ? '(flaky) ' : ''}${title}`, error));
  }
}

/**
 * The parts of Playwright's JSON report read here.
 * @typedef {object} PlaywrightSuite
 * @property {string} title
 * @property {PlaywrightSuite[]} [suites]
 * @property {{ title: string, file: string, line: number, tests: PlaywrightTest[] }[]} [specs]
 */
/** @typedef {{ status: string, results: { error?: { message?: string } }[] }} PlaywrightTest */

/**
 * Every test of a report, named by its file, line and describe blocks. The top suites are the files.
 * @param {PlaywrightSuite[]} suites
 * @param {string[] | undefined} [titles] the describe blocks around these suites; undefined for the files
 * @returns {Generator<[string, PlaywrightTest]>}
 */
function* playwrightTests(suites, titles) {
  for (const suite of suites) {
    const path = titles ? [...titles, suite.title] : [];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) yield [`${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}`, test];
    }
    yield* playwrightTests(suite.suites ?? [], path);
  }
}

/** @param {string} group */
function packagesIn(group) {
  const dir = join(root, group);
  return existsSync(dir) ? readdirSync(dir).map((name) => `${group}/${name}`) : [];
}

await ensureInstalled();
const [pnpm, lead] = pnpmCommand();

/** @param {string} name @param {string} command @param {string[]} args */
const step = (name, command, args) => timed(name, () => check(name, command, args));
// The static checks run side by side: ESLint, Prettier and knip each use one core, so one after another
// they left the other core idle (docs/architecture.md, Tests). Their times in the table overlap.
await Promise.all([
  step('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']),
  step('format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']),
  step('dead code (knip)', bin('knip'), ['--no-progress']),
  step('typecheck (tsc, every package)', pnpm, [...lead, '-r', '--if-present', 'typecheck']),
]);

// One Auth emulator serves every suite.
const emulator = await startEmulator({
  port: await freePort(),
  hubPort: await freePort(),
  loggingPort: await freePort(),
  quiet: true,
});
try {
  const auth = { FIREBASE_AUTH_EMULATOR_HOST: emulator.host };
  const { TEST_DATABASE_URL } = process.env;
  const suites = ['shared', 'server', ...['hosts', 'remotes'].flatMap((group) => packagesIn(group))];
  for (const dir of suites) {
    if (!existsSync(join(root, dir, 'vitest.config.ts'))) continue;
    const name = dir === 'server' ? 'API suite on PGlite' : `${dir} tests`;
    await timed(name, () => vitest(name, join(root, dir), { ...auth, TEST_DATABASE_URL: '' }));
  }
  if (TEST_DATABASE_URL) {
    const name = 'API suite on PostgreSQL';
    await timed(name, () => vitest(name, join(root, 'server'), { ...auth, TEST_DATABASE_URL }));
  } else {
    console.log(
      '\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only (.ci/run also runs it on PostgreSQL).',
    );
  }
} finally {
  await emulator.stop();
}

const deployTests = join(root, 'deploy', 'test');
const deployName = 'deploy tests (release scripts, nginx templates)';
await timed(deployName, () =>
  nodeTests(
    deployName,
    readdirSync(deployTests)
      .filter((file) => file.endsWith('.test.mjs'))
      .map((file) => join(deployTests, file)),
  ),
);

await timed(END_TO_END, endToEnd);

console.log(`\n${report.join('\n')}`);
console.log(`\n${timingTable()}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exitCode = totals.failed > 0 ? 1 : 0;
