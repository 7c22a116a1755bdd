import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import tar from 'tar-stream';
import {
  ARCHIVE_LIMITS,
  MANIFEST_NAME,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  type Manifest,
} from './format.ts';
import { checkManifest, parseManifest, placeOf, RestoreRefusedError } from './manifest-checks.ts';

/** Tar's own bytes around a file: its header and a long name's, at most; and the end blocks and padding. */
const TAR_ENTRY_OVERHEAD = 3 * 512;
const TAR_END_ALLOWANCE = 1024 ** 2;
const tarBytes = (manifest: Manifest) =>
  Object.values(manifest.files).reduce((sum, file) => sum + Math.ceil(file.bytes / 512) * 512 + TAR_ENTRY_OVERHEAD, 0);

type Entry = AsyncIterable<unknown>;
type Expected = Manifest['files'][string];

/**
 * Unpacks the archive into `stagingDir` (tables/, uploads/), checking it as it reads, so that a hostile
 * archive is refused before it fills the disk (docs/history.md): the manifest must come first and pass its
 * checks (checkManifest); then every entry must be a file it lists, once, of the size it declares, and an
 * upload must hash as declared and be what its name says, by its bytes, before it is written. What is read
 * cannot pass the manifest's total. Every file's checksum and every table's row count are checked too.
 * Answers the manifest; refuses with RestoreRefusedError, leaving nothing of the archive on the disk.
 */
export async function unpackArchive(archive: string, stagingDir: string): Promise<Manifest> {
  const created = await mkdir(stagingDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const folders = [join(stagingDir, TABLES_FOLDER), join(stagingDir, UPLOADS_FOLDER)];
  try {
    for (const folder of folders) await mkdir(folder, { mode: PRIVATE_FOLDER_MODE });
    return await unpackChecked(archive, stagingDir);
  } catch (error) {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    if (created) await rm(created, { recursive: true, force: true });
    throw error;
  }
}

async function unpackChecked(archive: string, stagingDir: string): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const tableLines = new Map<string, number>();
  const received = new Set<string>();
  // The decompressed bytes are counted before tar reads them: a gzip bomb, trailing zeros or a huge tar
  // header stop here, whatever the entries say.
  let read = 0;
  let allowed = ARCHIVE_LIMITS.manifestBytes + TAR_END_ALLOWANCE;
  let overflow: RestoreRefusedError | undefined;
  const counted = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      read += chunk.length;
      if (read > allowed) {
        overflow = new RestoreRefusedError(
          `${basename(archive)} unpacks to more than its manifest declares: it was changed or is not a TexBridge backup, and nothing was restored.`,
        );
        throw overflow;
      }
      yield chunk;
    }
  };
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(archive), createGunzip(), counted, extract);
  feeding.catch(() => {}); // its failure ends the loop below as well, and is reported there
  try {
    for await (const entry of extract) {
      const { name, type, size } = entry.header;
      if (type !== 'file') throw new RestoreRefusedError(`The archive holds ${name}, which is not a file.`);
      if (!manifest) {
        if (name !== MANIFEST_NAME) throw new RestoreRefusedError(notFirst(name));
        manifest = parseManifest(await readManifest(entry));
        await checkManifest(manifest, stagingDir);
        allowed = read + tarBytes(manifest) + TAR_END_ALLOWANCE;
        continue;
      }
      const expected = manifest.files[name];
      if (name === MANIFEST_NAME || received.has(name)) {
        throw new RestoreRefusedError(`The archive holds ${name} twice.`);
      }
      if (!expected) {
        throw new RestoreRefusedError(
          `The archive holds ${name}, which its manifest does not list: the archive was changed or damaged.`,
        );
      }
      if (size !== expected.bytes) {
        throw new RestoreRefusedError(
          `${name} in the archive is ${size} bytes, but its manifest says ${expected.bytes}: the archive was changed or damaged.`,
        );
      }
      received.add(name);
      const place = placeOf(name, stagingDir)!;
      if (place.kind === 'upload') await receiveUpload(entry, name, expected, place.path);
      else tableLines.set(name, await receiveTable(entry, name, expected, place.path));
    }
    await feeding;
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    if (overflow) throw overflow;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES')
      throw new RestoreRefusedError(`Cannot read ${archive}: ${(error as Error).message}.`);
    throw new RestoreRefusedError(
      `${basename(archive)} is not a whole .tar.gz (${(error as Error).message}): it was cut short or damaged; take the backup again or copy it again.`,
    );
  }
  if (!manifest) {
    throw new RestoreRefusedError(
      `The archive has no ${MANIFEST_NAME}: it is not a TexBridge backup, or it was cut short.`,
    );
  }
  for (const name of Object.keys(manifest.files)) {
    if (!received.has(name))
      throw new RestoreRefusedError(`The archive lacks ${name}, which its manifest lists: it is incomplete.`);
  }
  for (const [table, { rows }] of Object.entries(manifest.tables)) {
    const file = `${TABLES_FOLDER}/${table}.ndjson`;
    const lines = tableLines.get(file);
    if (lines !== rows) {
      throw new RestoreRefusedError(
        `${file} holds ${lines ?? 'no'} rows, but the manifest says ${rows}: the archive is damaged.`,
      );
    }
  }
  return manifest;
}

function notFirst(name: string): string {
  return `The archive begins with ${name}, not ${MANIFEST_NAME}: a TexBridge backup begins with its manifest, so that every file is checked against it as it is read. Earlier versions of TexBridge put it last: move it first as docs/history.md shows, then restore that.`;
}

function checksumRefusal(name: string, got: Expected, expected: Expected) {
  return new RestoreRefusedError(
    `${name} in the archive does not match its checksum in the manifest (${got.bytes} bytes, SHA-256 ${got.sha256}; the manifest says ${expected.bytes} bytes, ${expected.sha256}): the archive was changed or damaged.`,
  );
}

function tooLong(name: string, expected: Expected) {
  return new RestoreRefusedError(
    `${name} in the archive holds more than the ${expected.bytes} bytes its manifest says: the archive was changed or damaged.`,
  );
}

/**
 * An upload, held in memory (ARCHIVE_LIMITS.uploadBytes at most) until its checksum and its type are
 * checked: its bytes must be the type its extension names (file-type, as POST /uploads reads them), or a
 * served `<hash>.webp` could be an SVG with a script.
 */
async function receiveUpload(entry: Entry, name: string, expected: Expected, path: string): Promise<void> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of entry) {
    bytes += (chunk as Buffer).length;
    if (bytes > expected.bytes) throw tooLong(name, expected);
    chunks.push(chunk as Buffer);
  }
  const content = Buffer.concat(chunks);
  const got = { sha256: createHash('sha256').update(content).digest('hex'), bytes };
  if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes) throw checksumRefusal(name, got, expected);
  const named = extname(name).slice(1).toLowerCase();
  const sniffed = await fileTypeFromBuffer(content);
  if (sniffed?.ext !== named) {
    throw new RestoreRefusedError(
      `${name} in the archive is not a ${named} file (its bytes are ${sniffed ? `${sniffed.mime}` : 'of no known type'}): the archive was changed, and nothing was restored.`,
    );
  }
  await writeFile(path, content, { flag: 'wx', mode: PRIVATE_FILE_MODE });
}

/**
 * Writes a table's entry to `path`, hashing it and counting its lines on the way, never past the size its
 * manifest declares; answers its lines once its checksum holds.
 */
async function receiveTable(entry: Entry, name: string, expected: Expected, path: string): Promise<number> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  const out = createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    for await (const chunk of entry) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      if (bytes > expected.bytes) throw tooLong(name, expected);
      hash.update(buffer);
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
      if (!out.write(buffer)) await once(out, 'drain');
    }
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  await once(out, 'close');
  const got = { sha256: hash.digest('hex'), bytes };
  if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes) throw checksumRefusal(name, got, expected);
  return lines;
}

async function readManifest(entry: Entry): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of entry) {
    bytes += (chunk as Buffer).length;
    if (bytes > ARCHIVE_LIMITS.manifestBytes) {
      throw new RestoreRefusedError(`${MANIFEST_NAME} is too large to be a manifest.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
