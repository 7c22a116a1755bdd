import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, DatabaseLockedError } from './db/client.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';

async function main() {
  // Variables already in the environment win over the file.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  if (config.seed === 'auto') {
    const seeded = await seedIfEmpty(database.db, config.uploadDir);
    if (seeded) app.log.info('Seeded the empty database with demo content.');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    await app.close();
    await database.close();
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
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(`TexBridge API did not start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
