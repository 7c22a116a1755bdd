import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import type { AuthProvider } from './auth-provider.ts';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string | undefined;
  projectId: string;
  appId?: string | undefined;
  /** The Auth emulator, e.g. http://127.0.0.1:9099 (local and CI only). */
  emulatorUrl?: string | undefined;
}

/**
 * Firebase Authentication behind the AuthProvider interface. This module is imported on demand (by
 * the site's /login and /admin only), and the SDK with it.
 *
 * `initializeAuth` with the persistences getAuth() would pick, but without its popup/redirect
 * resolver (an iframe and gapi loader for OAuth providers): sign-in here is e-mail and password only.
 * With the SDK imported statically here (so it tree-shakes), the SDK's JS on the first /admin open
 * went from 45.7 to 27.4 KB gzip.
 */
export async function createFirebaseAuthProvider(config: FirebaseWebConfig): Promise<AuthProvider> {
  const app = getApps().find((existing) => existing.name === 'texbridge') ?? initializeApp(config, 'texbridge');
  // Throws auth/invalid-api-key for an empty key or one with a colon (docs/spec.md §5).
  // A second call for the same app returns the same Auth (the options are equal each time).
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.emulatorUrl && !auth.emulatorConfig)
    connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return {
    onUserChanged: (callback) =>
      onAuthStateChanged(auth, (user) =>
        callback(user && { uid: user.uid, email: user.email, displayName: user.displayName }),
      ),
    signIn: async (email, password) => void (await signInWithEmailAndPassword(auth, email, password)),
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
  };
}
