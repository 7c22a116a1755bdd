// @ts-check
// `npm test`: every check of the repo, then one closing line `N passed, N failed` summing all suites.
// Lint, format, dead code and typecheck count as one check each; every test of every suite counts as one.
// With TEST_DATABASE_URL set (CI starts PostgreSQL), the API suite runs again on PostgreSQL.
// The end-to-end suite needs Debian's Chromium and nginx; without them that suite is reported as skipped.
// Steps that leave a core idle run side by side (docs/architecture.md, "CI's time"), each printing in one piece.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator } from './lib/emulator.mjs';
import { ensureInstalled, pnpmCommand, root } from './lib/pnpm.mjs';
import { freePort } from './lib/ports.mjs';
import { after, sideBySide, signal, whenEnded } from './lib/step-output.mjs';
import {
  check,
  endToEnd,
  endToEndMissing,
  endToEndSignals,
  nodeTests,
  report,
  totals,
  vitest,
} from './lib/test-suites.mjs';

/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
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

/** @param {string} group */
function packagesIn(group) {
  const dir = join(root, group);
  return existsSync(dir) ? readdirSync(dir).map((name) => `${group}/${name}`) : [];
}

/** @typedef {import('./lib/step-output.mjs').StepOutput} StepOutput */
/**
 * A step of the run, timed under its name.
 * @param {string} name
 * @param {(output: StepOutput) => Promise<unknown>} work
 */
const step = (name, work) => ({ name, work: (/** @type {StepOutput} */ output) => timed(name, () => work(output)) });
/** @param {string} name @param {string} command @param {string[]} args */
const checkStep = (name, command, args) => step(name, (output) => check(output, name, command, args));

await ensureInstalled();
const [pnpm, lead] = pnpmCommand();

// The UI messages are compiled first (each package's `messages`, docs/adding-a-language.md): tsc, knip and ESLint
// read the modules the pages import, which no clean clone has yet. Prettier leaves them out (.prettierignore)
// and starts at once. The static checks run side by side: ESLint, Prettier and knip each use one core, so one
// after another they left the other core idle (docs/architecture.md, Tests). Their times in the table overlap.
const messages = checkStep('UI messages (Paraglide)', pnpm, [...lead, '-r', '--if-present', 'messages']);
const compiled = signal();
await sideBySide([
  whenEnded(messages, compiled.fire),
  checkStep('format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']),
  after(compiled.fired, checkStep('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0'])),
  after(compiled.fired, checkStep('dead code (knip)', bin('knip'), ['--no-progress'])),
  after(
    compiled.fired,
    checkStep('typecheck (tsc, every package)', pnpm, [...lead, '-r', '--if-present', 'typecheck']),
  ),
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
  /** @param {string} name @param {string} dir @param {NodeJS.ProcessEnv} env */
  const suite = (name, dir, env) => step(name, (output) => vitest(output, name, join(root, dir), { ...auth, ...env }));

  // The API suite takes both cores itself (a worker per core).
  await sideBySide([suite('API suite on PGlite', 'server', { TEST_DATABASE_URL: '' })]);
  // The app suites run their files in one worker each (one shared DOM): side by side they take a core each.
  await sideBySide(
    ['shared', ...['hosts', 'remotes'].flatMap((group) => packagesIn(group))]
      .filter((dir) => existsSync(join(root, dir, 'vitest.config.ts')))
      .map((dir) => suite(`${dir} tests`, dir, { TEST_DATABASE_URL: '' })),
  );

  // The API suite on PostgreSQL keeps about one core busy: beside it the end-to-end suite builds both halves
  // and starts its system, and its tests start once it has ended (the start gate). The disruptive specs at
  // the end of that suite run one at a time: deploy/test, which mostly waits on what it starts, runs beside
  // them. docs/architecture.md, "CI's time".
  const endToEndName = 'end-to-end suite (Playwright, Chromium)';
  const signals = endToEndSignals();
  const endToEndEnded = signal();
  const deployTests = join(root, 'deploy', 'test');
  const deployName = 'deploy tests (release scripts, nginx templates)';
  const deployFiles = readdirSync(deployTests)
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => join(deployTests, file));
  const steps = [];
  if (TEST_DATABASE_URL)
    steps.push(whenEnded(suite('API suite on PostgreSQL', 'server', { TEST_DATABASE_URL }), signals.open));
  else {
    console.log(
      '\nTEST_DATABASE_URL is not set: the API suite runs on PGlite only (.ci/run also runs it on PostgreSQL).',
    );
    signals.open();
  }
  steps.push(
    whenEnded(
      step(endToEndName, (output) => endToEnd(output, endToEndName, signals.env)),
      endToEndEnded.fire,
    ),
    after(
      signals.journeysDone(endToEndEnded.fired),
      step(deployName, (output) => nodeTests(output, deployName, deployFiles)),
    ),
  );
  await sideBySide(steps);
  if (!endToEndMissing()) timings.push(['  end-to-end after its gate opened', signals.secondsSinceOpen()]);
} finally {
  await emulator.stop();
}

console.log(`\n${report.join('\n')}`);
console.log(`\n${timingTable()}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exitCode = totals.failed > 0 ? 1 : 0;
