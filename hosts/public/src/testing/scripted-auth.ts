import { resetAuth, startAuth } from '@texbridge/shared/auth/auth-store';
import type { AuthProvider, AuthUser } from '@texbridge/shared/auth/auth-provider';
import { vi } from 'vitest';
import { API, TEST_TOKEN } from './handlers.ts';

/**
 * Connects the shared auth store to a provider the test drives, standing in for Firebase (which
 * needs a browser and the emulator; the end-to-end suite covers the real thing). The host's
 * ensureAuthStarted() then reuses this connection.
 */
export async function scriptedAuth(options: { passwords?: Record<string, string> } = {}) {
  resetAuth();
  let listener: ((user: AuthUser | null) => void) | undefined;
  const provider = {
    onUserChanged(callback: (user: AuthUser | null) => void) {
      listener = callback;
      return () => (listener = undefined);
    },
    signIn: vi.fn(async (email: string, password: string) => {
      if (options.passwords?.[email] !== password)
        throw Object.assign(new Error('auth/invalid-credential'), { code: 'auth/invalid-credential' });
      listener?.({ uid: `uid-${email}`, email, displayName: null });
    }),
    signOut: vi.fn(async () => listener?.(null)),
    sendPasswordReset: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => TEST_TOKEN),
  } satisfies AuthProvider;
  await startAuth({ apiUrl: API, connect: async () => provider });
  return {
    provider,
    report: (user: AuthUser | null) => listener?.(user),
  };
}
