import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../platform/config.ts';

/** What an invitation asks of Firebase (docs/security.md, "Invitations"). */
export interface FirebaseAccounts {
  /**
   * A link with which `email` chooses a password, its Firebase account made first when there is none: an
   * invited person may never have signed up. Choosing the password proves the address, which is what lets the
   * invitation be claimed (a role goes only to a verified e-mail).
   */
  passwordLink(email: string): Promise<string>;
  close(): Promise<void>;
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * firebase-admin's accounts API: the Auth emulator's without credentials, production's with
 * GOOGLE_APPLICATION_CREDENTIALS (as the revocation check needs them already).
 */
export function createFirebaseAccounts(config: Config): FirebaseAccounts {
  // firebase-admin reads the emulator address from the environment only.
  if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  const app: App = initializeApp({ projectId: config.firebaseProjectId }, `texbridge-accounts-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async passwordLink(email) {
      try {
        await auth.getUserByEmail(email);
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error;
        // An account made at the same moment by another invitation is as good as this one.
        await auth.createUser({ email }).catch((made: unknown) => {
          if (codeOf(made) !== 'auth/email-already-exists') throw made;
        });
      }
      return auth.generatePasswordResetLink(email);
    },
    close: () => deleteApp(app),
  };
}
