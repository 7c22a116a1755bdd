import { createStore, useStore } from 'zustand';
import { createApiClient } from '../api/api-client.ts';
import { pathOf } from '../resources/define.ts';
import { usersResource, type AdminCheck } from '../resources/users.ts';
import type { AuthProvider, AuthUser } from './auth-provider.ts';

/**
 * The one auth/admin-check store of the site and the dashboard (a Module Federation singleton:
 * both halves see the same signed-in user). Its states are docs/spec.md §4's:
 * - authentication: `authLoading` is true until the provider reports the current user;
 * - admin check: `isAdmin` starts false and `adminLoading` true; when the server answers
 *   GET /admin/{email}, `isAdmin` is set from it and `adminLoading` ends;
 * - signing out clears the user.
 * The server enforces the admin rule on every call; these flags only decide what to show.
 */
export interface AuthState {
  user: AuthUser | null;
  authLoading: boolean;
  isAdmin: boolean;
  adminLoading: boolean;
  /** Why the admin check failed (the API unreachable, say); the guard keeps showing its loader. */
  adminError: string | null;
  /** The user signed out here (not merely never signed in): a guard then leaves for the site, not the login page. */
  signedOut: boolean;
}

const initialState: AuthState = {
  user: null,
  authLoading: true,
  isAdmin: false,
  adminLoading: true,
  adminError: null,
  signedOut: false,
};

export const authStore = createStore<AuthState>(() => initialState);

let provider: AuthProvider | undefined;
let starting: Promise<AuthProvider> | undefined;
let apiUrl = '';
let unsubscribe: (() => void) | undefined;
let checkRun = 0;

/**
 * Connects the store to an identity provider once (later calls reuse it) and follows its user.
 * `connect` is a factory so that the provider's SDK loads only when auth is first needed.
 */
export function startAuth(options: { apiUrl: string; connect: () => Promise<AuthProvider> }): Promise<AuthProvider> {
  if (starting) return starting;
  apiUrl = options.apiUrl;
  starting = options.connect().then((connected) => {
    provider = connected;
    unsubscribe = connected.onUserChanged((user) => {
      authStore.setState(user ? { user, authLoading: false, signedOut: false } : { user, authLoading: false });
      void checkAdmin(user);
    });
    return connected;
  });
  starting.catch(() => {
    starting = undefined;
  });
  return starting;
}

async function checkAdmin(user: AuthUser | null) {
  const run = ++checkRun;
  if (!user?.email) {
    // Signed out: back to the initial admin state. Signed in without an e-mail: never an admin.
    authStore.setState({ isAdmin: false, adminLoading: !user, adminError: null });
    return;
  }
  authStore.setState({ isAdmin: false, adminLoading: true, adminError: null });
  try {
    const api = createApiClient({ baseUrl: apiUrl, getToken: getIdToken });
    const { isAdmin } = await api.get<AdminCheck>(pathOf(usersResource.calls.adminCheck.path, { email: user.email }));
    if (run === checkRun) authStore.setState({ isAdmin, adminLoading: false });
  } catch (error) {
    if (run === checkRun) authStore.setState({ adminError: error instanceof Error ? error.message : String(error) });
  }
}

/** Asks the server again, e.g. after the API was unreachable. */
export const retryAdminCheck = () => checkAdmin(authStore.getState().user);

/**
 * The provider, waiting for it while startAuth() is still loading its SDK: a person who presses Sign In
 * before the SDK has arrived (a slow phone) is signed in when it does, not told the account is not valid.
 */
async function connected(): Promise<AuthProvider> {
  const ready = provider ?? (await starting);
  if (!ready) throw new Error('Sign-in is not ready yet: startAuth() has not been called.');
  return ready;
}

export const signIn = async (email: string, password: string) => (await connected()).signIn(email, password);
export const sendPasswordReset = async (email: string) => (await connected()).sendPasswordReset(email);
export const getIdToken = () => (provider ? provider.getIdToken() : Promise.resolve(null));

export async function signOut() {
  await (await connected()).signOut();
  authStore.setState({ user: null, isAdmin: false, adminLoading: true, adminError: null, signedOut: true });
}

/** The store in React; select what you need so components re-render only for it. */
export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** Forgets the provider and resets the state (tests, and a host that reconfigures). */
export function resetAuth() {
  unsubscribe?.();
  unsubscribe = undefined;
  provider = undefined;
  starting = undefined;
  checkRun++;
  authStore.setState(initialState, true);
}
