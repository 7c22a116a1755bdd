import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/database/client.ts';
import type { FileStore } from '../media/storage/file-store.ts';
import {
  archiveName,
  FORMAT,
  FORMAT_VERSION,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  type Manifest,
} from './format.ts';
import { describeFiles, packArchive } from './pack.ts';
import { writeSnapshot } from './snapshot.ts';
import { removeLeftovers, temporaryName } from './temporary.ts';
import { storedUploads, unreadableUploads } from './uploads.ts';

export interface PreparedBackup {
  createdAt: Date;
  /** What the archive will hold, every file's SHA-256 and size included: its first entry. */
  manifest: Manifest;
  /** Streams the archive into `output` and removes the staged tables, whether it succeeds or not. */
  writeTo(output: Writable): Promise<Manifest>;
  /** Removes the staged tables without writing the archive. */
  discard(): Promise<void>;
}

/**
 * Reads the database (one snapshot, staged in `stagingRoot`), then lists the uploads in `files` and reads
 * each once for the manifest, so that the archive can then be streamed. Two steps, so that GET /backup can
 * answer a database failure or an image store out of reach with an error before it sends a byte. The
 * uploads are listed after the snapshot, so every upload a row names is among them (an upload is stored
 * before a row names it).
 */
export async function prepareBackup(
  database: Database,
  { files, stagingRoot }: { files: FileStore; stagingRoot: string },
): Promise<PreparedBackup> {
  await mkdir(stagingRoot, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  await removeLeftovers(stagingRoot);
  const stagingDir = join(stagingRoot, temporaryName('staging'));
  const discard = () => rm(stagingDir, { recursive: true, force: true });
  const createdAt = new Date();
  let manifest: Manifest;
  try {
    const snapshot = await writeSnapshot(database, stagingDir);
    const uploads = await storedUploads(files).catch((error: unknown) => {
      throw unreadableUploads(files, 'the list of uploads', error);
    });
    manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      schema: snapshot.schema,
      createdAt: createdAt.toISOString(),
      database: database.kind,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: await describeFiles({ stagingDir, files, uploads, snapshot }),
    };
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    createdAt,
    manifest,
    discard,
    async writeTo(output) {
      try {
        await packArchive(manifest, { stagingDir, files }, output);
        return manifest;
      } finally {
        await discard();
      }
    },
  };
}

/** Where `npm run backup` writes when given no path: `<dataDir>/backups/`. */
export const defaultBackupDir = (dataDir: string) => join(dataDir, 'backups');

/**
 * Where GET /backup stages the tables, and a restore into an S3 bucket the archive: beside the data, not
 * in a temporary folder that may be a small in-memory one, unless the data is in memory itself.
 */
export const stagingRootOf = (config: Pick<Config, 'dataDir'>) =>
  config.dataDir.startsWith('memory://') ? tmpdir() : defaultBackupDir(config.dataDir);

/**
 * Writes the archive to `target` (a file name, or a directory to name it in) through a temporary name in
 * the same directory, synced, then renamed: whatever ends the process, a file at the final name is whole.
 * The archive is the owner's only (PRIVATE_FILE_MODE), and so is a folder made for it; a folder that was
 * there is left as its owner set it. Answers the archive's path and manifest.
 */
export async function backupToFile(
  database: Database,
  { files, target }: { files: FileStore; target: string },
): Promise<{ path: string; manifest: Manifest }> {
  const isDir =
    target.endsWith('/') ||
    (await stat(target).then(
      (info) => info.isDirectory(),
      () => false,
    ));
  const dir = resolve(isDir ? target : dirname(target));
  await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const prepared = await prepareBackup(database, { files, stagingRoot: dir });
  const path = isDir ? join(dir, archiveName(prepared.createdAt)) : join(dir, basename(target));
  const partial = join(dir, temporaryName('partial'));
  try {
    const manifest = await prepared.writeTo(createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    await syncFile(partial);
    await rename(partial, path);
    await syncFile(dir);
    return { path, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Flushes a file (or a directory's entries) to the disk. */
async function syncFile(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
