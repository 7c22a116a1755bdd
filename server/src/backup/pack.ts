import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import tar, { type Pack } from 'tar-stream';
import type { FileStore } from '../media/storage/file-store.ts';
import { MANIFEST_NAME, PRIVATE_FILE_MODE, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './format.ts';
import type { Snapshot } from './snapshot.ts';
import { storeName, unreadableUploads } from './uploads.ts';

/** How many uploads are read from the store ahead of the one being added: a bucket's round trips overlap. */
const READ_AHEAD = 4;

/**
 * The bytes of each upload, in order, from the store; READ_AHEAD of them are on their way while one is
 * added. An upload listed but gone by now (a forced restore removed it) fails the backup rather than
 * leave the archive without a file a row names.
 */
async function* uploadBytes(files: FileStore, names: string[]): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const read = async (name: string) => {
    let bytes: Buffer | undefined;
    try {
      bytes = await files.get(name);
    } catch (error) {
      throw unreadableUploads(files, `${UPLOADS_FOLDER}/${name}`, error);
    }
    if (!bytes) {
      throw new Error(
        `${name} was in ${storeName(files)} when the backup began and is gone now, so no backup was taken: back up again.`,
      );
    }
    return bytes;
  };
  const pending: Promise<Buffer>[] = [];
  let next = 0;
  for (const name of names) {
    while (next < names.length && pending.length < READ_AHEAD) {
      const reading = read(names[next++]!);
      // Awaited in turn below; one not awaited (the archive failed first) must not count as unhandled.
      reading.catch(() => {});
      pending.push(reading);
    }
    yield { name, bytes: await pending.shift()! };
  }
}

/** Resolves when `entry` takes more bytes; rejects when it is closed first (the archive was abandoned). */
function drained(entry: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      entry.off('drain', onDrain).off('close', onClose).off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The archive was closed while a file was being added.'));
    entry.on('drain', onDrain).on('close', onClose).on('error', settle);
  });
}

/** A file's SHA-256 and size, from its bytes. */
async function digest(chunks: AsyncIterable<unknown> | Buffer[]): Promise<Manifest['files'][string]> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of chunks) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

const tableEntry = (table: string) => `${TABLES_FOLDER}/${table}.ndjson`;
const uploadEntry = (upload: string) => `${UPLOADS_FOLDER}/${upload}`;

/**
 * Every file the archive will hold, with its SHA-256 and size: the tables staged by writeSnapshot and each
 * upload, read once here and once more when the archive is written. The manifest lists them and comes first
 * (format.ts), so they are known before the archive begins.
 */
export async function describeFiles({
  stagingDir,
  files,
  uploads,
  snapshot,
}: {
  stagingDir: string;
  /** The store the uploads are read from, and the names to read (listed after the snapshot: storedUploads). */
  files: FileStore;
  uploads: string[];
  snapshot: Snapshot;
}): Promise<Manifest['files']> {
  const described: Manifest['files'] = {};
  for (const table of Object.keys(snapshot.tables)) {
    described[tableEntry(table)] = await digest(createReadStream(join(stagingDir, tableEntry(table))));
  }
  for await (const { name, bytes } of uploadBytes(files, uploads)) described[uploadEntry(name)] = await digest([bytes]);
  return described;
}

/**
 * Adds one file to the archive, hashing it on the way: its bytes must be the ones `expected` (the manifest,
 * written before them) describes.
 */
async function addFile(
  pack: Pack,
  {
    name,
    chunks,
    expected,
  }: { name: string; chunks: AsyncIterable<unknown> | Buffer[]; expected: Manifest['files'][string] },
  mtime: Date,
): Promise<void> {
  const hash = createHash('sha256');
  let bytes = 0;
  let entry!: ReturnType<Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size: expected.bytes, mtime, mode: PRIVATE_FILE_MODE }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  // Rejections are awaited below; until then they must not count as unhandled.
  added.catch(() => {});
  for await (const chunk of chunks) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (bytes > expected.bytes) break;
    if (!entry.write(chunk)) await drained(entry);
  }
  if (bytes !== expected.bytes || hash.digest('hex') !== expected.sha256) {
    throw new Error(`${name} changed while it was being archived, so no backup was taken: back up again.`);
  }
  // streamx's end() takes an optional last chunk, which its types spell as required.
  entry.end(undefined);
  await added;
}

/**
 * Streams the archive into `output`: the manifest (prepareBackup's, which describes every file), then the
 * tables staged by writeSnapshot and every upload, each checked against it on the way.
 */
export async function packArchive(
  manifest: Manifest,
  { stagingDir, files }: { stagingDir: string; files: FileStore },
  output: Writable,
): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // The packing below waits on the pipeline's pace; if the pipeline fails (a client gone), it stops too.
  written.catch((error: Error) => pack.destroy(error));
  const mtime = new Date(manifest.createdAt);
  try {
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: text.length, mtime, mode: PRIVATE_FILE_MODE }, text, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    for (const table of Object.keys(manifest.tables)) {
      const name = tableEntry(table);
      const chunks = createReadStream(join(stagingDir, name));
      await addFile(pack, { name, chunks, expected: manifest.files[name]! }, mtime);
    }
    const uploads = Object.keys(manifest.files)
      .filter((name) => name.startsWith(`${UPLOADS_FOLDER}/`))
      .map((name) => name.slice(UPLOADS_FOLDER.length + 1));
    for await (const { name: upload, bytes } of uploadBytes(files, uploads)) {
      const name = uploadEntry(upload);
      await addFile(pack, { name, chunks: [bytes], expected: manifest.files[name]! }, mtime);
    }
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
