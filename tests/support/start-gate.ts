import { existsSync } from 'node:fs';
import { setInterval as every } from 'node:timers/promises';

/**
 * `npm test` starts this suite while its steps before it still run (docs/architecture.md, "CI's time"):
 * the builds and the system's start fill the core those steps leave idle, and the tests wait for them to
 * end, so that nothing else shares the machine with the journeys. It names a file that appears when they
 * have ended (E2E_START_GATE) and its own PID (E2E_START_GATE_PID). Without them this answers at once.
 */
export async function waitAtStartGate(): Promise<void> {
  const gate = process.env.E2E_START_GATE;
  if (!gate || existsSync(gate)) return;
  const runner = Number(process.env.E2E_START_GATE_PID);
  const started = Date.now();
  console.log('The system is up; the tests wait for the steps of npm test before them.');
  for await (const _ of every(250)) {
    if (existsSync(gate)) break;
    // The run that would open it has ended: no one will.
    if (runner && !isRunning(runner)) throw new Error(`npm test (PID ${runner}) ended before the start gate opened`);
  }
  console.log(`The start gate opened after ${Math.round((Date.now() - started) / 1000)} s.`);
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
