import { startAuth } from '@texbridge/shared/auth/auth-store';
import { runtimeConfig } from '../../../config/runtime.ts';

/**
 * Connects the shared auth store to Firebase, once. Called by /login and /admin only: the Firebase SDK
 * is imported here on demand, so visitors of public pages never download it.
 */
export function ensureAuthStarted() {
  const config = runtimeConfig();
  return startAuth({
    apiUrl: config.apiUrl,
    connect: async () => {
      if (!config.firebase) throw new Error('runtime-config.json has no firebase section: sign-in is not configured.');
      const { createFirebaseAuthProvider } = await import('@texbridge/shared/auth/firebase-auth-provider');
      return createFirebaseAuthProvider(config.firebase);
    },
  });
}
