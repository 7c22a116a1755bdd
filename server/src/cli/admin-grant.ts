// `npm run admin:grant -- <email> [--role editor]`: gives that user a role (admin unless --role says another)
// now, or, for an e-mail nobody has signed in with, an invitation claimed at its first verified sign-in.
import { z } from 'zod';
import { isRole, ROLE_NAMES, someoneWith } from '@texbridge/shared/auth/roles';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/client.ts';
import { createUsers } from '../auth/users.ts';
import { runCli } from './run-cli.ts';

const USAGE = 'Usage: admin:grant <email> [--role admin|editor|sales]';

await runCli(async () => {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const flag = args.indexOf('--role');
  const role = flag >= 0 ? args[flag + 1] : 'admin';
  if (!isRole(role)) throw new Error(`--role must be ${ROLE_NAMES}. ${USAGE}`);
  const rest = flag >= 0 ? args.filter((_, index) => index !== flag && index !== flag + 1) : args;
  const email = z.email().safeParse(rest[0]).data?.toLowerCase();
  if (!email || rest.length !== 1) throw new Error(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const users = createUsers(database.db, { adminEmails: [], requireVerifiedForGrant: true });
    const outcome = await users.grantByEmail(email, role);
    console.log(
      outcome === 'granted'
        ? `${email} is ${someoneWith(role)}.`
        : `${email} has not signed in yet; they will be ${someoneWith(role)} when they first sign in with that address verified.`,
    );
  } finally {
    await database.close();
  }
});
