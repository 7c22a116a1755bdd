import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { isStoredFileName } from '../media/image-variants.ts';
import {
  ARCHIVE_LIMITS,
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

const TABLE_FILE = new RegExp(`^${TABLES_FOLDER}/([a-z_][a-z0-9_]*)\\.ndjson$`);
/** A size in a sentence: in KB below a megabyte, MB above, rounded up. */
function sizeOf(bytes: number): string {
  const [unit, size] = bytes < 1024 ** 2 ? ['KB', 1024] : ['MB', 1024 ** 2];
  return `${Math.ceil(bytes / size).toLocaleString('en')} ${unit}`;
}

/** A file of the archive as the manifest places it: a table or an upload, under a name the pipeline writes. */
export interface Place {
  kind: 'table' | 'upload';
  /** Where it is staged, under the staging folder. */
  path: string;
}

export function placeOf(name: string, stagingDir: string): Place | undefined {
  if (TABLE_FILE.test(name)) return { kind: 'table', path: join(stagingDir, name) };
  const upload = name.startsWith(`${UPLOADS_FOLDER}/`) ? name.slice(UPLOADS_FOLDER.length + 1) : '';
  if (isStoredFileName(upload)) return { kind: 'upload', path: join(stagingDir, UPLOADS_FOLDER, upload) };
  return undefined;
}

export function parseManifest(text: string): Manifest {
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

/**
 * Everything the manifest alone tells, before a byte is unpacked: a schema this code knows, tables and
 * columns it has, file names a backup writes, and sizes within ARCHIVE_LIMITS and the staging disk's room.
 */
export async function checkManifest(manifest: Manifest, stagingDir: string): Promise<void> {
  checkSchema(manifest);
  checkTables(manifest);
  const names = Object.keys(manifest.files);
  for (const name of names) {
    const place = placeOf(name, stagingDir);
    if (!place) {
      throw new RestoreRefusedError(
        `The archive's manifest lists ${JSON.stringify(name)}, which no TexBridge backup holds.`,
      );
    }
    const { bytes } = manifest.files[name]!;
    if (place.kind === 'upload' && bytes > ARCHIVE_LIMITS.uploadBytes) {
      throw new RestoreRefusedError(
        `The archive's manifest says ${name} is ${sizeOf(bytes)}, more than any upload can be (${sizeOf(ARCHIVE_LIMITS.uploadBytes)}): it is not a TexBridge backup as written.`,
      );
    }
  }
  for (const table of Object.keys(manifest.tables)) {
    if (!manifest.files[`${TABLES_FOLDER}/${table}.ndjson`]) {
      throw new RestoreRefusedError(
        `The archive's manifest describes the table ${table} but lists no file for it: the archive is damaged.`,
      );
    }
  }
  if (names.length > ARCHIVE_LIMITS.files) {
    throw new RestoreRefusedError(
      `The archive's manifest lists ${names.length.toLocaleString('en')} files, more than a restore unpacks (${ARCHIVE_LIMITS.files.toLocaleString('en')}).`,
    );
  }
  const total = declaredBytes(manifest);
  if (total > ARCHIVE_LIMITS.bytes) {
    throw new RestoreRefusedError(
      `The archive's manifest declares ${sizeOf(total)} of files, more than a restore unpacks (${sizeOf(ARCHIVE_LIMITS.bytes)}).`,
    );
  }
  // Each file takes whole blocks of the disk.
  const { bavail, bsize } = await statfs(stagingDir);
  const needed = Object.values(manifest.files).reduce((sum, file) => sum + Math.ceil(file.bytes / bsize) * bsize, 0);
  if (needed > bavail * bsize) {
    throw new RestoreRefusedError(
      `The archive needs ${sizeOf(needed)} to be unpacked in ${stagingDir}, and its disk has ${sizeOf(bavail * bsize)} free: make room, then restore again.`,
    );
  }
}

/** What the manifest says its files hold, together. */
const declaredBytes = (manifest: Manifest) => Object.values(manifest.files).reduce((sum, file) => sum + file.bytes, 0);

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

/** Every table must be one this code has, with columns it has. */
function checkTables(manifest: Manifest) {
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
  }
}
