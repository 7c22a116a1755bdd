// `pnpm --filter @texbridge/server admin:grant <email>`: makes that user an admin now, or when they first sign in.
import { z } from 'zod';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/client.ts';
import { createUsers } from '../auth/users.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const email = z
    .email()
    .safeParse(process.argv.slice(2).find((arg) => arg !== '--'))
    .data?.toLowerCase();
  if (!email) throw new Error('Usage: admin:grant <email>');
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const users = createUsers(database.db, { adminEmails: [], requireVerifiedForGrant: true });
    const outcome = await users.grantByEmail(email);
    console.log(
      outcome === 'granted'
        ? `${email} is an admin.`
        : `${email} has not signed in yet; they will be an admin when they first sign in with that address verified.`,
    );
  } finally {
    await database.close();
  }
});
