import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import tar, { type Pack } from 'tar-stream';
import type { FileStore } from '../storage/file-store.ts';
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './format.ts';
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

/** Adds one file to the archive, hashing it on the way; `size` is what the header says, checked against the bytes. */
async function addFile(
  pack: Pack,
  {
    name,
    size,
    chunks,
    source,
  }: { name: string; size: number; chunks: AsyncIterable<unknown> | Buffer[]; source: string },
  mtime: Date,
): Promise<Manifest['files'][string]> {
  const hash = createHash('sha256');
  let bytes = 0;
  let entry!: ReturnType<Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
  });
  // Rejections are awaited below; until then they must not count as unhandled.
  added.catch(() => {});
  for await (const chunk of chunks) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (!entry.write(chunk)) await drained(entry);
  }
  if (bytes !== size) throw new Error(`${source} changed size while it was being archived.`);
  // streamx's end() takes an optional last chunk, which its types spell as required.
  entry.end(undefined);
  await added;
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Streams the archive into `output`: the tables staged by writeSnapshot, every upload, then the manifest,
 * which checksums everything before it. Answers the manifest once `output` has all of it.
 */
export async function packArchive(
  {
    stagingDir,
    files,
    uploads,
    snapshot,
    database,
    createdAt,
  }: {
    stagingDir: string;
    /** The store the uploads are read from, and the names to read (listed after the snapshot: storedUploads). */
    files: FileStore;
    uploads: string[];
    snapshot: Snapshot;
    database: Manifest['database'];
    createdAt: Date;
  },
  output: Writable,
): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), output);
  // The packing below waits on the pipeline's pace; if the pipeline fails (a client gone), it stops too.
  written.catch((error: Error) => pack.destroy(error));
  const checksums: Manifest['files'] = {};
  try {
    for (const table of Object.keys(snapshot.tables)) {
      const name = `${TABLES_FOLDER}/${table}.ndjson`;
      const path = join(stagingDir, name);
      const { size } = await stat(path);
      checksums[name] = await addFile(pack, { name, size, chunks: createReadStream(path), source: path }, createdAt);
    }
    for await (const { name: upload, bytes } of uploadBytes(files, uploads)) {
      const name = `${UPLOADS_FOLDER}/${upload}`;
      checksums[name] = await addFile(pack, { name, size: bytes.length, chunks: [bytes], source: name }, createdAt);
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      schema: snapshot.schema,
      createdAt: createdAt.toISOString(),
      database,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: checksums,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST_NAME, size: text.length, mtime: createdAt, mode: 0o644 }, text, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}
