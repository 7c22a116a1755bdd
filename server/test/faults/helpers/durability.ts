import { expect, vi } from 'vitest';
import { bodies } from '../../helpers/fixtures.ts';
import type { Api } from './api.ts';

export interface KillResult {
  /** The API as last restarted, running. */
  api: Api;
  acknowledged: number;
  /** Acknowledged ids that the restarted API does not list. */
  missing: string[];
  /** Spawn to healthy of each restart. */
  restartMs: number[];
}

/**
 * Three clients stream admin writes (POST /add-news) and keep each acknowledged insertedId; the API
 * is SIGKILLed at a random moment (after a random number of this round's writes are acknowledged, with
 * others in flight), restarted on the same data, and must list every one of them.
 */
export async function killRepeatedly(options: {
  api: Api;
  token: string;
  rounds: number;
  restart: () => Promise<Api>;
}): Promise<KillResult> {
  let { api } = options;
  const acknowledged: string[] = [];
  const restartMs: number[] = [];
  const missing: string[] = [];
  let n = 0;
  for (let round = 0; round < options.rounds; round++) {
    let writing = true;
    const writer = async () => {
      while (writing) {
        const answer = await api.call('/add-news', 'POST', { token: options.token, json: bodies.news(++n) });
        if (answer.status === 200) acknowledged.push(answer.body.insertedId as string);
        else if (answer.status === 0)
          return; // the process is gone
        else throw new Error(`a write answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
    };
    const writers = [writer(), writer(), writer()];
    const killAfter = acknowledged.length + 3 + Math.floor(Math.random() * 30);
    await Promise.race([
      vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter), { timeout: 60_000, interval: 5 }),
      Promise.all(writers), // a write that failed ends the round at once
    ]);
    api.run.child.kill('SIGKILL');
    await api.run.exit;
    writing = false;
    await Promise.all(writers);

    api = await options.restart();
    restartMs.push(api.startMs);
    const listed = await api.call('/news');
    if (listed.status !== 200) throw new Error(`GET /news after a restart answered ${listed.status}`);
    const present = new Set((listed.body as { _id: string }[]).map((row) => row._id));
    missing.push(...acknowledged.filter((id) => !present.has(id) && !missing.includes(id)));
  }
  return { api, acknowledged: acknowledged.length, missing, restartMs };
}
