import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../platform/config.ts';

export interface VerifiedIdentity {
  uid: string;
  email: string | undefined;
  emailVerified: boolean;
  displayName: string | undefined;
}

export interface TokenVerifier {
  /** Throws when the token is missing, forged, expired, for another project or (with checkRevoked) revoked. */
  verify(token: string, checkRevoked: boolean): Promise<VerifiedIdentity>;
  close(): Promise<void>;
}

/** firebase-admin checks signature, audience, issuer and expiry; with the emulator it talks to the emulator. */
export function createTokenVerifier(config: Config): TokenVerifier {
  // firebase-admin reads the emulator address from the environment only.
  if (config.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  const app: App = initializeApp({ projectId: config.firebaseProjectId }, `texbridge-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(token, checkRevoked) {
      const decoded = await auth.verifyIdToken(token, checkRevoked);
      return {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase(),
        emailVerified: decoded.email_verified === true,
        displayName: typeof decoded.name === 'string' ? decoded.name : undefined,
      };
    },
    close: () => deleteApp(app),
  };
}
