import type { AuthProvider, AuthUser } from '@texbridge/shared/auth/auth-provider';
import { authStore, resetAuth, startAuth } from '@texbridge/shared/auth/auth-store';
import { vi } from 'vitest';
import { API, TEST_TOKEN } from './constants.ts';

export const ADMIN: AuthUser = { uid: 'admin-1', email: 'ayesha@texbridge.example', displayName: 'Ayesha Rahman' };

/**
 * Signs the shared auth store in as an admin, as the host would have before mounting the dashboard:
 * a provider that hands out a token and records sign-outs, and the store's state set directly.
 */
export async function signInAsAdmin() {
  resetAuth();
  const provider = {
    onUserChanged: () => () => {},
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    sendPasswordReset: vi.fn(async () => {}),
    getIdToken: vi.fn(async () => TEST_TOKEN),
  } satisfies AuthProvider;
  await startAuth({ apiUrl: API, connect: async () => provider });
  authStore.setState({ user: ADMIN, authLoading: false, isAdmin: true, adminLoading: false });
  return provider;
}
