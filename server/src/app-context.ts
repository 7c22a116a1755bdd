import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Users } from './db/users.ts';
import type { Notifier } from './lib/notifier.ts';
import type { ReadCache } from './lib/read-cache.ts';

/** What route files need from the running app. */
export interface AppContext {
  config: Config;
  database: Database;
  users: Users;
  cache: ReadCache;
  notifier: Notifier;
}
