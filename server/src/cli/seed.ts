// `pnpm --filter @texbridge/server seed [-- --reset]`: seeds an empty database, or with --reset replaces all content.
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/client.ts';
import { openFileStore } from '../media/storage/open.ts';
import { reseed, seedIfEmpty } from '../seed/seed.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  const files = openFileStore(config);
  try {
    if (process.argv.includes('--reset')) {
      await reseed(database.db, files);
      console.log('Site content replaced with the seed content (users and enquiries kept).');
    } else {
      const seeded = await seedIfEmpty(database.db, files);
      console.log(
        seeded ? 'Seed content written.' : 'The database was seeded before; use --reset to replace its content.',
      );
    }
  } finally {
    await files.close();
    await database.close();
  }
});
