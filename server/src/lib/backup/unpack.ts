import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { isStoredFileName } from '../image-variants.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  knownMigrations,
  MANIFEST_NAME,
  manifestSchema,
  TABLES_FOLDER,
  UPLOADS_FOLDER,
  type Manifest,
} from './format.ts';
import { backupTables } from './tables.ts';

/** A refusal: the archive cannot be restored here, in one sentence that says why and what to do. */
export class RestoreRefusedError extends Error {}

/** More than any manifest needs (a few hundred bytes a file), so that a hostile one cannot fill the memory. */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const TABLE_FILE = new RegExp(`^${TABLES_FOLDER}/([a-z_][a-z0-9_]*)\\.ndjson$`);

/** Where an archive's entry may go: the manifest, a table, or an upload under a name the pipeline writes. */
function placeOf(name: string, stagingDir: string): string | undefined {
  if (name === MANIFEST_NAME) return undefined;
  if (TABLE_FILE.test(name)) return join(stagingDir, name);
  const upload = name.startsWith(`${UPLOADS_FOLDER}/`) ? name.slice(UPLOADS_FOLDER.length + 1) : '';
  if (isStoredFileName(upload)) return join(stagingDir, UPLOADS_FOLDER, upload);
  throw new RestoreRefusedError(`The archive holds ${JSON.stringify(name)}, which no TexBridge backup holds.`);
}

interface Received {
  sha256: string;
  bytes: number;
  lines: number;
}

/**
 * Unpacks the archive into `stagingDir` (tables/, uploads/) and checks all of it before the caller writes
 * anything: the manifest, the schema version, every file's size and SHA-256, and every table's row count.
 * Answers the manifest; refuses with RestoreRefusedError.
 */
export async function unpackArchive(archive: string, stagingDir: string): Promise<Manifest> {
  await mkdir(join(stagingDir, TABLES_FOLDER), { recursive: true });
  await mkdir(join(stagingDir, UPLOADS_FOLDER), { recursive: true });
  const received = new Map<string, Received>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(archive), createGunzip(), extract);
  feeding.catch(() => {}); // its failure ends the loop below as well, and is reported there
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file') throw new RestoreRefusedError(`The archive holds ${name}, which is not a file.`);
      if (received.has(name) || (name === MANIFEST_NAME && manifestText !== undefined)) {
        throw new RestoreRefusedError(`The archive holds ${name} twice.`);
      }
      const place = placeOf(name, stagingDir);
      if (place) received.set(name, await receive(entry, place));
      else manifestText = await readSmall(entry);
    }
    await feeding;
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES')
      throw new RestoreRefusedError(`Cannot read ${archive}: ${(error as Error).message}.`);
    throw new RestoreRefusedError(
      `${basename(archive)} is not a whole .tar.gz (${(error as Error).message}): it was cut short or damaged; take the backup again or copy it again.`,
    );
  }
  const manifest = parseManifest(manifestText);
  checkSchema(manifest);
  checkFiles(manifest, received);
  checkTables(manifest, received);
  return manifest;
}

/** Writes an entry to `path`, hashing it and counting its lines on the way. */
async function receive(entry: AsyncIterable<unknown>, path: string): Promise<Received> {
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  const out = createWriteStream(path, { flags: 'wx' });
  try {
    for await (const chunk of entry) {
      const buffer = chunk as Buffer;
      hash.update(buffer);
      bytes += buffer.length;
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
      if (!out.write(buffer)) await once(out, 'drain');
    }
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  await once(out, 'close');
  return { sha256: hash.digest('hex'), bytes, lines };
}

async function readSmall(entry: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of entry) {
    bytes += (chunk as Buffer).length;
    if (bytes > MANIFEST_MAX_BYTES) throw new RestoreRefusedError(`${MANIFEST_NAME} is too large to be a manifest.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseManifest(text: string | undefined): Manifest {
  if (text === undefined) {
    throw new RestoreRefusedError(
      `The archive has no ${MANIFEST_NAME}: it is not a TexBridge backup, or it was cut short.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RestoreRefusedError(`${MANIFEST_NAME} in the archive is not JSON: the archive is damaged.`);
  }
  const head = json as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== FORMAT) throw new RestoreRefusedError('The archive is not a TexBridge backup.');
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new RestoreRefusedError(
      `The archive is in backup format ${head.formatVersion}, newer than this version of TexBridge reads (${FORMAT_VERSION}): restore it with the version that wrote it, or a later one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RestoreRefusedError(
      `${MANIFEST_NAME} in the archive is not valid (${issue.path.join('.')}: ${issue.message}).`,
    );
  }
  return parsed.data;
}

/** Refuses an archive of a schema this code does not know: a newer one, or another line of migrations. */
function checkSchema({ schema }: Manifest) {
  const known = knownMigrations();
  const last = known.at(-1)!;
  if (schema.idx > last.idx) {
    throw new RestoreRefusedError(
      `The archive comes from a newer schema (migration ${schema.idx}, ${schema.tag}) than this version of TexBridge knows (its last is ${last.idx}, ${last.tag}): upgrade TexBridge on this server, then restore.`,
    );
  }
  const same = known.find((migration) => migration.idx === schema.idx);
  if (same?.tag !== schema.tag) {
    throw new RestoreRefusedError(
      `The archive's schema is migration ${schema.idx}, ${schema.tag}, but this version of TexBridge's migration ${schema.idx} is ${same?.tag}: it comes from another line of TexBridge.`,
    );
  }
}

function checkFiles(manifest: Manifest, received: Map<string, Received>) {
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = received.get(name);
    if (!got) throw new RestoreRefusedError(`The archive lacks ${name}, which its manifest lists: it is incomplete.`);
    if (got.bytes !== expected.bytes || got.sha256 !== expected.sha256) {
      throw new RestoreRefusedError(
        `${name} in the archive does not match its checksum in the manifest (${got.bytes} bytes, SHA-256 ${got.sha256}; the manifest says ${expected.bytes} bytes, ${expected.sha256}): the archive was changed or damaged.`,
      );
    }
  }
  for (const name of received.keys()) {
    if (!manifest.files[name])
      throw new RestoreRefusedError(`The archive holds ${name}, which its manifest does not list.`);
  }
}

/** Every table must be one this code has, with columns it has, and hold as many rows as the manifest says. */
function checkTables(manifest: Manifest, received: Map<string, Received>) {
  const tables = new Map(backupTables().map((table) => [table.name, table]));
  for (const [name, described] of Object.entries(manifest.tables)) {
    const table = tables.get(name);
    if (!table)
      throw new RestoreRefusedError(
        `The archive holds a table ${name}, which this version of TexBridge does not have.`,
      );
    const unknown = described.columns.find((column) => !table.columns.includes(column));
    if (unknown)
      throw new RestoreRefusedError(
        `The archive's table ${name} has a column ${unknown}, which this version of TexBridge does not have.`,
      );
    const file = `${TABLES_FOLDER}/${name}.ndjson`;
    const lines = received.get(file)?.lines;
    if (lines !== described.rows) {
      throw new RestoreRefusedError(
        `${file} holds ${lines ?? 'no'} rows, but the manifest says ${described.rows}: the archive is damaged.`,
      );
    }
  }
}
