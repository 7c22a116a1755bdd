import { ensureAccount } from '@texbridge/scripts/emulator';
import type { Account, SystemState } from './system.ts';

/**
 * The real API, called the way the dashboard calls it: with a Firebase ID token from the emulator.
 * For arranging data a journey needs (many items for pagination, an empty category) and for checking
 * what a journey changed, without driving the dashboard each time.
 */
export async function apiAs(state: SystemState, account: Account = state.admin) {
  const { idToken } = await ensureAccount(state.emulatorHost, account);
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(state.apiUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${idToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    delete: (path: string) => call<void>('DELETE', path),
  };
}

/** Public reads, no token. */
export async function getJson<T>(state: SystemState, path: string): Promise<T> {
  const response = await fetch(state.apiUrl + path);
  if (!response.ok) throw new Error(`GET ${path} → ${response.status}`);
  return (await response.json()) as T;
}
