// @ts-check
// `npm test`'s suites: each run, counted into one tally, and reported with its failures by name
// (scripts/test.mjs runs them, in the order and side by side as docs/architecture.md, Tests, says).
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setInterval as every } from 'node:timers/promises';
import { join, relative } from 'node:path';
import { root } from './pnpm.mjs';
import { runInto } from './step-output.mjs';

/** Every suite's counts, summed into the closing `N passed, N failed`. */
export const totals = { passed: 0, failed: 0, skipped: 0 };
/** A line per check and suite, and one under a suite per failure: printed above the closing line. @type {string[]} */
export const report = [];

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
 * One check that passes or fails as a whole (lint, format, dead code, typecheck): its exit code.
 * @param {import('./step-output.mjs').StepOutput} output
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
export async function check(output, name, command, args) {
  const line = report.push('') - 1;
  const ok = (await runInto(output, command, args)) === 0;
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
 * A package's Vitest suite, counted from its JSON report.
 * @param {import('./step-output.mjs').StepOutput} output
 * @param {string} name
 * @param {string} cwd the package's directory
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function vitest(output, name, cwd, env = {}) {
  const line = report.push('') - 1;
  const out = join(mkdtempSync(join(tmpdir(), 'texbridge-vitest-')), 'result.json');
  const code = await runInto(
    output,
    join(cwd, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd, env: { ...process.env, ...env } },
  );
  if (!existsSync(out)) {
    totals.failed += 1;
    report[line] = `✗ ${name}: the suite did not run (exit ${code})`;
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
  const lines = [
    `${failed ? '✗' : '✓'} ${name}: ${result.numPassedTests} passed, ${failed} failed, ${skipped} skipped`,
  ];
  for (const file of result.testResults) {
    const where = relative(cwd, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) lines.push(failureLine(where, file.message));
    for (const test of file.assertionResults) {
      if (test.status === 'failed') lines.push(failureLine(`${where} > ${test.fullName}`, test.failureMessages?.[0]));
    }
  }
  // Its place in the report is where it started, whatever ran beside it.
  report[line] = lines.join('\n');
}

/**
 * A suite of node:test files (deploy/test: the release scripts and nginx templates, run for real).
 * Counted from the TAP summary written beside the readable report.
 * @param {import('./step-output.mjs').StepOutput} output
 * @param {string} name
 * @param {string[]} files
 */
export async function nodeTests(output, name, files) {
  const line = report.push('') - 1;
  const out = join(mkdtempSync(join(tmpdir(), 'texbridge-node-test-')), 'result.tap');
  const code = await runInto(output, process.execPath, [
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
    report[line] = `✗ ${name}: the suite did not run (exit ${code})`;
    return;
  }
  const passed = count('pass');
  const failed = count('fail') + count('cancelled') + (code !== 0 && count('fail') + count('cancelled') === 0 ? 1 : 0);
  const skipped = count('skipped') + count('todo');
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const lines = [`${failed ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`];
  for (const [, test] of summary.matchAll(/^\s*not ok \d+ - (.*)$/gm)) lines.push(failureLine(test ?? ''));
  report[line] = lines.join('\n');
}

/**
 * Why the end-to-end suite cannot run here (Debian's Chromium or nginx missing), or undefined when it can.
 * @returns {string | undefined}
 */
export function endToEndMissing() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const missing = [chromium, nginx].filter((path) => !existsSync(path));
  return missing.length ? `no ${missing.join(' or ')}` : undefined;
}

/**
 * The end-to-end suite's signals to and from `npm test`. With its `env`, Playwright's global setup builds and
 * starts the system at once and answers (so the tests start) once open() has been called
 * (tests/support/start-gate.ts); and a reporter says when the journeys have ended and the disruptive specs,
 * one at a time, begin (tests/support/journeys-done.ts).
 */
export function endToEndSignals() {
  const dir = mkdtempSync(join(tmpdir(), 'texbridge-e2e-signals-'));
  const gate = join(dir, 'open');
  const journeysDone = join(dir, 'journeys-done');
  let openedAt = 0;
  return {
    env: { E2E_START_GATE: gate, E2E_START_GATE_PID: String(process.pid), E2E_JOURNEYS_DONE: journeysDone },
    open() {
      openedAt = Date.now();
      writeFileSync(gate, `${new Date(openedAt).toISOString()}\n`);
    },
    /** Seconds since open(); 0 before. */
    secondsSinceOpen: () => (openedAt ? (Date.now() - openedAt) / 1000 : 0),
    /**
     * Resolves once the journeys have ended, or `suiteEnded` has settled (a suite that failed its set-up, or
     * whose journeys failed, runs no disruptive spec).
     * @param {Promise<unknown>} suiteEnded
     */
    async journeysDone(suiteEnded) {
      let ended = false;
      void suiteEnded.finally(() => (ended = true));
      for await (const _ of every(250)) if (ended || existsSync(journeysDone)) return;
    },
  };
}

/**
 * The Playwright suite in tests/: the built system in Debian's Chromium (it starts everything itself).
 * @param {import('./step-output.mjs').StepOutput} output
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env] e.g. the start gate (tests/support/start-gate.ts)
 */
export async function endToEnd(output, name, env = {}) {
  const line = report.push('') - 1;
  const missing = endToEndMissing();
  if (missing) {
    totals.skipped += 1;
    report[line] = `- ${name}: skipped, ${missing} (apt-get install chromium nginx; .ci/run does)`;
    return;
  }
  const out = join(mkdtempSync(join(tmpdir(), 'texbridge-e2e-')), 'result.json');
  const dir = join(root, 'tests');
  const code = await runInto(output, join(dir, 'node_modules', '.bin', 'playwright'), ['test'], {
    cwd: dir,
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!existsSync(out)) {
    totals.failed += 1;
    report[line] = `✗ ${name}: the suite did not run (exit ${code})`;
    return;
  }
  /** @type {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number }, suites?: PlaywrightSuite[] }} */
  const { stats, suites = [] } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  totals.passed += stats.expected;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  const lines = [`${failed ? '✗' : '✓'} ${name}: ${stats.expected} passed, ${failed} failed, ${stats.skipped} skipped`];
  for (const [title, test] of playwrightTests(suites)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = test.results.find((result) => result.error)?.error?.message;
    lines.push(failureLine(`${test.status === 'flaky' ? '(flaky) ' : ''}${title}`, error));
  }
  report[line] = lines.join('\n');
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
