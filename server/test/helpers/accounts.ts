import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { inject } from 'vitest';
import { ensureAccount } from '@texbridge/scripts/emulator';

export interface Account {
  email: string;
  uid: string;
  token: string;
}

/** A real account in the Auth emulator, with a real ID token. E-mails are unique per call. */
export async function createAccount(label: string, displayName = `${label} person`): Promise<Account> {
  const email = `${label}-${randomBytes(5).toString('hex')}@texbridge.test`;
  const { idToken, uid } = await ensureAccount(inject('emulatorHost'), {
    email,
    password: 'correct-horse-9',
    displayName,
  });
  return { email, uid, token: idToken };
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/**
 * A token an attacker could make: the victim's uid and e-mail, the right audience and issuer,
 * signed RS256 with a key of their own. Only Google's keys (or, on the emulator, unsigned tokens) pass.
 */
export function forgeToken(victim: Account, projectId = 'demo-texbridge'): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: randomBytes(20).toString('hex') });
  const payload = base64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: victim.uid,
    sub: victim.uid,
    iat: now,
    exp: now + 3600,
    email: victim.email,
    email_verified: true,
    firebase: { identities: { email: [victim.email] }, sign_in_provider: 'password' },
  });
  const signature = sign(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPrivateKey(privateKey.export({ type: 'pkcs8', format: 'pem' })),
  );
  return `${header}.${payload}.${base64url(signature)}`;
}
