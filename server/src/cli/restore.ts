// `npm run restore -- <archive> [--force]`: brings an empty install (the database the config selects, and
// the image store: the upload folder or the S3 bucket) to an archive's state; --force replaces what the
// install holds (docs/history.md).
import { mkdir, rm, rmdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/database/client.ts';
import { stagingRootOf } from '../backup/create.ts';
import { restoreArchive } from '../backup/restore.ts';
import { removeLeftovers, temporaryName } from '../backup/temporary.ts';
import { unpackArchive } from '../backup/unpack.ts';
import { openFileStore } from '../media/storage/open.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const force = args.includes('--force');
  const paths = args.filter((arg) => arg !== '--force');
  if (paths.length !== 1 || paths[0]!.startsWith('-')) throw new Error('Usage: npm run restore -- <archive> [--force]');
  // A path is the caller's: npm and pnpm run the script in server/, and say where they were started in INIT_CWD.
  const archive = resolve(process.env.INIT_CWD ?? process.cwd(), paths[0]!);
  const config = loadConfig();
  if (!config.databaseUrl && config.dataDir.startsWith('memory://')) {
    throw new Error('DATA_DIR is memory://: a restore into an in-memory database would end with this command.');
  }
  // The archive is unpacked on the local disk: inside the upload folder when the uploads go there (the same
  // disk as where they end up), else beside the data, as GET /backup stages.
  const stagingRoot = config.storage.kind === 'local' ? config.uploadDir : stagingRootOf(config);
  const stagingRootExisted = await stat(stagingRoot).then(
    () => true,
    () => false,
  );
  await mkdir(stagingRoot, { recursive: true });
  await removeLeftovers(stagingRoot);
  const stagingDir = join(stagingRoot, temporaryName('restore'));
  const files = openFileStore(config);
  try {
    // The whole archive is checked before the database is even opened.
    const manifest = await unpackArchive(archive, stagingDir);
    const database = await openDatabase(config);
    try {
      const outcome = await restoreArchive(database, { manifest, stagingDir, files, force });
      console.log(
        `Restored ${archive} (taken ${manifest.createdAt} at schema ${manifest.schema.tag}): ${outcome.rows} rows in ${outcome.tables} tables and ${outcome.uploads} upload files${database.kind === 'postgres' ? '. Restart the API instances on this database so that none answers from what it cached before' : ''}.`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await files.close();
    await rm(stagingDir, { recursive: true, force: true });
    if (!stagingRootExisted) await rmdir(stagingRoot).catch(() => {});
  }
});
