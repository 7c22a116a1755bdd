import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Tells `npm test` when the journeys have ended: the disruptive specs run alone after them, on one worker,
 * and leave a core for the deploy tests, which start then (docs/architecture.md, "CI's time"). A reporter,
 * so that it counts as no test: it writes the file E2E_JOURNEYS_DONE names as the first disruptive test
 * begins. Without that variable it does nothing.
 */
export default class JourneysDone implements Reporter {
  #signal = process.env.E2E_JOURNEYS_DONE;

  onTestBegin(test: TestCase) {
    if (!this.#signal || test.parent.project()?.name !== 'disruptive') return;
    writeFileSync(this.#signal, `${new Date().toISOString()}\n`);
    this.#signal = undefined;
  }

  printsToStdio() {
    return false;
  }
}
