// @ts-check
// `npm test`'s steps side by side, each printing in one piece: a step's output is held while the steps
// started before it still print, then printed and streamed on from there (docs/architecture.md, Tests).
import { spawn } from 'node:child_process';
import { root } from './pnpm.mjs';

/**
 * Where one step prints: straight to stdout once live, held until then.
 * @typedef {object} StepOutput
 * @property {(chunk: Buffer | string) => void} write
 * @property {() => void} goLive prints the step's heading and what it held, and streams on from there
 */

/**
 * @param {string} heading the step's name, printed as `▶ heading` above its output
 * @returns {StepOutput}
 */
function stepOutput(heading) {
  /** @type {(Buffer | string)[] | undefined} */
  let held = [];
  return {
    write(chunk) {
      if (held) held.push(chunk);
      else process.stdout.write(chunk);
    },
    goLive() {
      if (!held) return;
      process.stdout.write(`\n▶ ${heading}\n`);
      for (const chunk of held) process.stdout.write(chunk);
      held = undefined;
    },
  };
}

/**
 * Runs the steps at once; the first prints as it goes, each next one once those before it have ended.
 * Answers when all have ended.
 * @param {Step[]} steps
 */
export async function sideBySide(steps) {
  const outputs = steps.map((step) => stepOutput(step.name));
  const runs = steps.map((step, index) => step.work(/** @type {StepOutput} */ (outputs[index])));
  for (const [index, running] of runs.entries()) {
    outputs[index]?.goLive();
    await running.catch(() => {});
  }
  await Promise.all(runs);
}

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {(output: StepOutput) => Promise<unknown>} work
 */

/**
 * The step, started once `ready` has settled (its time counts from then).
 * @param {Promise<unknown>} ready
 * @param {Step} step
 * @returns {Step}
 */
export const after = (ready, step) => ({
  name: step.name,
  work: (output) =>
    ready.then(
      () => step.work(output),
      () => step.work(output),
    ),
});

/**
 * The step, calling `then` once it has ended (passed or not).
 * @param {Step} step
 * @param {() => void} then
 * @returns {Step}
 */
export const whenEnded = (step, then) => ({ name: step.name, work: (output) => step.work(output).finally(then) });

/**
 * Something that happens once, for steps to wait on: `fired` resolves when fire() is first called.
 * @returns {{ fired: Promise<void>, fire: () => void }}
 */
export function signal() {
  /** @type {() => void} */
  let fire = () => {};
  const fired = new Promise((resolve) => (fire = () => resolve(undefined)));
  return { fired, fire };
}

/**
 * Runs a command to its end with its output (stdout and stderr) into `output`; answers its exit code.
 * @param {StepOutput} output
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function runInto(output, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', output.write);
    child.stderr.on('data', output.write);
    child.on('error', (error) => {
      output.write(`Could not run ${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
