import type { Config } from './platform/config.ts';
import type { Database } from './platform/database/client.ts';
import type { Users } from './auth/users.ts';
import type { Notifier } from './mail/notifier.ts';
import type { LimitsState } from './platform/plugins/rate-limit-store.ts';
import type { ReadCache } from './platform/read-cache.ts';
import type { Refusals } from './platform/refusals.ts';
import type { FirebaseAccounts } from './auth/firebase-accounts.ts';
import type { FileStore } from './media/storage/file-store.ts';

/** What route files need from the running app. */
export interface AppContext {
  config: Config;
  database: Database;
  users: Users;
  cache: ReadCache;
  notifier: Notifier;
  /** Where uploaded images are kept: UPLOAD_DIR or an S3 bucket (docs/scaling.md). */
  files: FileStore;
  /** Refused calls, counted for /healthz (refusals.ts). */
  refusals: Refusals;
  /** Firebase's accounts: an invitation's account and sign-in link (auth/firebase-accounts.ts). */
  accounts: FirebaseAccounts;
  /** Where the rate limits count now (rate-limit-store.ts), for /healthz. */
  limitsState: () => LimitsState;
  /**
   * false: the content's writes keep no revisions, trash or log lines (docs/history.md), the bench's baseline
   * for what they cost an edit (bench/history.ts). Kept everywhere else.
   */
  keepHistory?: boolean;
}
