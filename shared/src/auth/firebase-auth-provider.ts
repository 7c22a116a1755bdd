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
 * Firebase Authentication behind the AuthProvider interface. The SDK is imported here, on demand, so
 * that only /login and /admin ever download it.
 */
export async function createFirebaseAuthProvider(config: FirebaseWebConfig): Promise<AuthProvider> {
  const [{ initializeApp, getApps }, firebaseAuth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const {
    getAuth,
    connectAuthEmulator,
    onAuthStateChanged,
    signInWithEmailAndPassword,
    signOut,
    sendPasswordResetEmail,
  } = firebaseAuth;
  const app = getApps().find((existing) => existing.name === 'texbridge') ?? initializeApp(config, 'texbridge');
  // Throws auth/invalid-api-key for an empty key or one with a colon (docs/spec.md §5).
  const auth = getAuth(app);
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
