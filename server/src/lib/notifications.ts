import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Notifier } from './notifier.ts';

/** Placeholder until the outbox sender lands: e-mail is off. */
export function createNotifier(_config: Config, _database: Database, _log: { warn(message: string): void }): Notifier {
  return { enabled: false, enqueue: async () => {}, wake() {}, close: async () => {} };
}
