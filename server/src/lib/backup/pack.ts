import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import tar, { type Pack } from 'tar-stream';
import { isStoredFileName } from '../image-variants.ts';
import { FORMAT, FORMAT_VERSION, MANIFEST_NAME, TABLES_FOLDER, UPLOADS_FOLDER, type Manifest } from './format.ts';
import type { Snapshot } from './snapshot.ts';

interface Source {
  /** The name in the archive. */
  name: string;
  path: string;
}

/**
 * The uploads to keep: the names the upload pipeline writes (an upload and its narrower copies), the only
 * files /uploads/ serves. A name is a content hash and its file is written under a temporary name first
 * (lib/image-variants.ts), so a file read here is whole and never changes; temporary files and anything
 * else left in the folder are not uploads. Listed after the snapshot, so every upload a row names is here.
 */
async function uploadSources(uploadDir: string): Promise<Source[]> {
  const names = await readdir(uploadDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter(isStoredFileName)
    .sort()
    .map((name) => ({ name: `${UPLOADS_FOLDER}/${name}`, path: join(uploadDir, name) }));
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

/** Adds one file to the archive, hashing it on the way. */
async function addFile(pack: Pack, source: Source, mtime: Date): Promise<Manifest['files'][string]> {
  const { size } = await stat(source.path);
  const hash = createHash('sha256');
  let bytes = 0;
  let entry!: ReturnType<Pack['entry']>;
  const added = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name: source.name, size, mtime, mode: 0o644 }, (error) => (error ? reject(error) : resolve()));
  });
  // Rejections are awaited below; until then they must not count as unhandled.
  added.catch(() => {});
  for await (const chunk of createReadStream(source.path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
    if (!entry.write(chunk)) await drained(entry);
  }
  if (bytes !== size) throw new Error(`${source.path} changed size while it was being archived.`);
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
    uploadDir,
    snapshot,
    database,
    createdAt,
  }: {
    stagingDir: string;
    uploadDir: string;
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
  const files: Manifest['files'] = {};
  const sources: Source[] = [
    ...Object.keys(snapshot.tables).map((table) => ({
      name: `${TABLES_FOLDER}/${table}.ndjson`,
      path: join(stagingDir, TABLES_FOLDER, `${table}.ndjson`),
    })),
    ...(await uploadSources(uploadDir)),
  ];
  try {
    for (const source of sources) files[source.name] = await addFile(pack, source, createdAt);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      schema: snapshot.schema,
      createdAt: createdAt.toISOString(),
      database,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
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
