import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RFQ_LIMITS, RFQ_MESSAGES } from '@texbridge/shared/resources/rfq-form';
import type { Db } from '../platform/database/client.ts';
import { meta } from '../platform/database/schema.ts';
import { HttpError } from '../platform/errors.ts';

/** The `meta` row that holds the start tokens' signing key, shared by every API instance on the database. */
export const START_TOKEN_SECRET_KEY = 'rfq_token_secret';

/**
 * The quote form's start token (docs/quotes.md): `<issuedAtMs>.<HMAC-SHA256 of issuedAtMs, base64url>`. It
 * proves the form came from a page this site gave out, and when: a robot that posts at once, or a page
 * kept open for days, is refused. It holds nothing secret, so the site may keep it in the page.
 */
export function signStartToken(secret: string, issuedAtMs: number): string {
  return `${issuedAtMs}.${createHmac('sha256', secret).update(String(issuedAtMs)).digest('base64url')}`;
}

const storedSecret = async (db: Db) =>
  (await db.select().from(meta).where(eq(meta.key, START_TOKEN_SECRET_KEY)))[0]?.value;

/** The key, made on first use; a second instance making one at the same moment loses and reads the winner's. */
async function madeSecret(db: Db): Promise<string> {
  await db
    .insert(meta)
    .values({ key: START_TOKEN_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const secret = await storedSecret(db);
  if (!secret) throw new Error(`meta.${START_TOKEN_SECRET_KEY} is missing right after it was written`);
  return secret;
}

/** Issues and checks start tokens with the database's key, read once per process. */
export function startTokens(db: Db) {
  let secret: string | undefined;
  /** The key; made only when a token is given out, so a refused form writes nothing. */
  const key = async (make: boolean) => {
    secret ??= make ? await madeSecret(db) : await storedSecret(db);
    return secret;
  };

  return {
    async issue(now = Date.now()): Promise<string> {
      return signStartToken((await key(true))!, now);
    },

    /** Refuses a token this site did not sign, one sent sooner than a person fills the form, or a stale one. */
    async check(token: string, now = Date.now()): Promise<void> {
      const [issued, signature] = token.split('.');
      const issuedAtMs = Number(issued);
      if (!issued || !signature || !/^\d{1,15}$/.test(issued)) throw new HttpError(400, RFQ_MESSAGES.badToken);
      const secret = await key(false);
      // No key yet: this site has given out no token at all.
      if (!secret) throw new HttpError(400, RFQ_MESSAGES.badToken);
      const expected = Buffer.from(signStartToken(secret, issuedAtMs));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new HttpError(400, RFQ_MESSAGES.badToken);
      }
      const age = now - issuedAtMs;
      if (age < RFQ_LIMITS.minFillSeconds * 1000) throw new HttpError(400, RFQ_MESSAGES.tooFast);
      if (age > RFQ_LIMITS.tokenMaxAgeHours * 3_600_000) throw new HttpError(400, RFQ_MESSAGES.expiredToken);
    },
  };
}
