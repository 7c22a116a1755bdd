// @ts-check
// Keeps a long-running process up, as compose's `restart: unless-stopped` does (docs/scaling.md): when it
// ends by itself, what is left of its process group is killed (PostgreSQL's backends outlive a killed
// postmaster and hold its shared memory; tsx's child outlives tsx) and it starts again after a pause
// that doubles while it keeps ending. A stop halts the restarts first, then stops the current incarnation.
import { startService } from './processes.mjs';

/** The pause before a restart: from the first, doubling to the longest; the first again once an
 * incarnation has stayed up for `resetAfterMs`. */
const RESTART_BACKOFF = { firstMs: 500, longestMs: 10_000, resetAfterMs: 30_000 };

/**
 * @typedef {import('./processes.mjs').Service} Service
 * @typedef {object} Supervised
 * @property {string} name
 * @property {() => Service} current the incarnation running now (or the last one, between two)
 * @property {Promise<void>} ready the first incarnation's `ready`; restarts begin only after it
 * @property {() => void} halt nothing starts again from now on
 * @property {() => Promise<void>} stop halts, then stops the current incarnation and its group
 */

/**
 * Starts a process and keeps it up.
 * @param {string} name the prefix of its lines
 * @param {[command: string, args: string[], options?: import('node:child_process').SpawnOptions]} command
 * @param {object} [options]
 * @param {(service: Service) => Promise<void>} [options.ready] resolves once an incarnation serves; fails when it ends first
 * @param {(line: string) => void} [options.write] its lines and the supervisor's (this process's stdout)
 * @param {typeof RESTART_BACKOFF} [options.backoff]
 * @returns {Supervised}
 */
export function supervise(name, command, options = {}) {
  const {
    ready = async () => {},
    write = (line) => void process.stdout.write(line),
    backoff = RESTART_BACKOFF,
  } = options;
  const say = (/** @type {string} */ line) => write(`[${name}] ${line}\n`);
  const [file, args, spawnOptions] = command;
  const launch = () => startService(name, file, args, spawnOptions, write);
  let service = launch();
  let halted = false;
  let pause = backoff.firstMs;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;

  /** @param {Service} incarnation */
  const watch = (incarnation) => {
    const began = Date.now();
    void incarnation.exited.then(async (reason) => {
      if (halted) return;
      const ended = Date.now();
      await incarnation.stop();
      if (halted) return;
      if (ended - began >= backoff.resetAfterMs) pause = backoff.firstMs;
      say(
        `ended (${typeof reason === 'number' ? `exit code ${reason}` : `signal ${reason}`}); starting it again in ${pause / 1000} s`,
      );
      timer = setTimeout(() => {
        timer = undefined;
        if (halted) return;
        service = launch();
        watch(service);
        ready(service).then(
          () => say(`serves again, ${((Date.now() - ended) / 1000).toFixed(1)} s after it ended`),
          () => {}, // it ended again: its exit is reported and restarted above
        );
      }, pause);
      pause = Math.min(pause * 2, backoff.longestMs);
    });
  };

  const first = service;
  const started = ready(first).then(() => {
    if (!halted) watch(first);
  });
  const halt = () => {
    halted = true;
    clearTimeout(timer);
  };
  return {
    name,
    current: () => service,
    ready: started,
    halt,
    async stop() {
      halt();
      await service.stop();
    },
  };
}
