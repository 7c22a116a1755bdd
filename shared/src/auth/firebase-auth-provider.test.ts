import { describe, expect, it } from 'vitest';
import { createFirebaseAuthProvider } from './firebase-auth-provider.ts';

// The real SDK (no network is touched before a sign-in). initializeAuth refuses a second call for the
// same app with other options; the site connects once per page, but a test or a remount may again.
const config = { apiKey: 'demo-key', projectId: 'demo-texbridge', emulatorUrl: 'http://127.0.0.1:9' };

describe('createFirebaseAuthProvider', () => {
  it('connects more than once on the same Firebase app', async () => {
    const first = await createFirebaseAuthProvider(config);
    const second = await createFirebaseAuthProvider(config);
    expect(await first.getIdToken()).toBeNull();
    expect(await second.getIdToken()).toBeNull();
  });
});
