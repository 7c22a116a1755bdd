// `pnpm --filter @texbridge/server migrate`: applies pending migrations and exits (a release step).
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/client.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const database = await openDatabase(loadConfig());
  await database.close();
  console.log('Migrations applied.');
});
