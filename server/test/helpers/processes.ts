import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

export interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  /** Resolves when the output contains the text; rejects if the process exits first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Runs one of the server's entry points (src/main.ts, a CLI) as its own process. The tsx command
 * runs the script in a child process of its own; `direct` loads tsx into node instead, so that the
 * process signalled (SIGKILL, SIGSTOP) is the server itself.
 */
export function runServerScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  options: { direct?: boolean } = {},
): Run {
  const [command, argv] = options.direct
    ? [process.execPath, ['--import', 'tsx', script, ...args]]
    : [tsx, [script, ...args]];
  const child = spawn(command, argv, { cwd: serverDir, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exit,
    waitFor(text, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
        const poll = setInterval(() => {
          if (output.includes(text)) done(resolve);
          else if (child.exitCode !== null)
            done(() => reject(new Error(`exited ${child.exitCode} before "${text}":\n${output}`)));
        }, 100);
        const done = (then: () => void) => {
          clearInterval(poll);
          clearTimeout(timer);
          then();
        };
      });
    },
  };
}
