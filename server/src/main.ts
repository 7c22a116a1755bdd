import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './platform/config.ts';
import { openDatabase, DatabaseLockedError } from './platform/database/client.ts';
import { buildApp } from './app.ts';
import { openSeeded, SeedingError } from './seed/seed-process.ts';

/** How long SIGTERM may take: requests in flight finish, then the database closes. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  // Variables already in the environment win over the file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const open = () =>
    openDatabase({
      ...config,
      // Another process may write the files now: this one must not go on as if nothing happened.
      onLockLost: () => {
        console.error('TexBridge API stopped: it lost the lock on its embedded database.');
        process.exit(1);
      },
    });
  const { database, seeded } = await openSeeded(config, open);
  const app = await buildApp({ config, database });
  if (seeded) app.log.info('Seeded the empty database with demo content.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, refusing new ones`);
    // A database that does not answer must not keep the process (and its port, and a deploy) waiting.
    setTimeout(() => {
      console.error(
        `TexBridge API did not close within ${SHUTDOWN_DEADLINE_MS / 1000} s of ${signal} (requests or the database did not finish); exiting anyway.`,
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    try {
      await app.close();
      await database.close();
    } catch (error) {
      console.error(`TexBridge API did not close cleanly: ${(error as Error).message}`);
      process.exit(1);
    }
    app.log.info('Closed.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(`TexBridge API on http://${config.host}:${config.port} (${where}); documentation at /docs`);
}

main().catch((error: unknown) => {
  // Expected start-up failures get one sentence, not a stack.
  if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof SeedingError) {
    console.error(`TexBridge API did not start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
