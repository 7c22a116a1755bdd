// `npm run backup [-- <file or folder>]`: the whole site (every table, every upload from the upload folder
// or the S3 bucket, a manifest) as one .tar.gz, by default in <DATA_DIR>/backups/ (docs/history.md).
import { resolve } from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { DatabaseLockedError, openDatabase, type Database } from '../platform/database/client.ts';
import { backupToFile, defaultBackupDir } from '../backup/create.ts';
import { openFileStore } from '../media/storage/open.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const config = loadConfig();
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length > 1 || args[0]?.startsWith('-')) throw new Error('Usage: npm run backup [-- <file or folder>]');
  if (!config.databaseUrl && config.dataDir.startsWith('memory://')) {
    throw new Error(
      'DATA_DIR is memory://: an in-memory database ends with its process, so there is nothing here to back up.',
    );
  }
  // A path is the caller's: npm and pnpm run the script in server/, and say where they were started in INIT_CWD.
  const target = args[0]
    ? resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) + (args[0].endsWith('/') ? '/' : '')
    : defaultBackupDir(config.dataDir);
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    // The API holds PGlite's files while it runs; a second process opening them would lose data.
    throw new Error(
      `${error.message.split('. ')[0]}, so this command cannot read it. Back up the running API instead: GET /backup as an admin downloads the same archive (for example: curl -fOJ -H "Authorization: Bearer <your ID token>" <API origin>/backup). Or stop the API and run npm run backup again.`,
    );
  }
  // The uploads come from the store the configuration names (STORAGE): UPLOAD_DIR or the S3 bucket.
  const files = openFileStore(config);
  try {
    const { path, manifest } = await backupToFile(database, { files, target });
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    const uploads = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
    console.log(
      `Backup written to ${path}: ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${uploads} upload files, at schema ${manifest.schema.tag}.`,
    );
  } finally {
    await files.close();
    await database.close();
  }
});
