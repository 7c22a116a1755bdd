import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../media/images.ts';

/**
 * The archive's layout (docs/history.md): `manifest.json` FIRST, which describes and checksums everything
 * after it, so that a restore checks each entry against it as it reads; then `tables/<table>.ndjson` (one
 * row a line, as PostgreSQL's row_to_json writes it) and `uploads/<name>` (each stored upload and its
 * narrower copies).
 */
export const FORMAT = 'texbridge-backup';
/**
 * Raised when the layout changes in a way an older restore could misread. Putting the manifest first did
 * not raise it: every restore reads the manifest wherever it is.
 */
export const FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLES_FOLDER = 'tables';
export const UPLOADS_FOLDER = 'uploads';

/**
 * The most a restore unpacks, whatever a manifest declares (docs/history.md): a hostile manifest cannot
 * make it fill the disk or the inode table. An upload is the API's WebP re-encoding of an image of at most
 * UPLOAD_LIMITS.bytes, at most UPLOAD_LIMITS.longestSide wide, which comes out smaller than that (noise at
 * the largest size is about 4 MB).
 */
export const ARCHIVE_LIMITS = {
  /** Files besides the manifest: a catalogue of 10,000 products with five files an image is 50,000. */
  files: 500_000,
  /** Their bytes together. */
  bytes: 64 * 1024 ** 3,
  /** Each upload's bytes. */
  uploadBytes: UPLOAD_LIMITS.bytes,
  /** The manifest's, read into memory: a few hundred bytes a file. */
  manifestBytes: 64 * 1024 ** 2,
} as const;

/** Archives, and everything staged for one, hold buyers' personal data and the start-token secret: the owner's only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** The archive's name, by the UTC time it was taken: texbridge-backup-20261128T065122Z.tar.gz. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `texbridge-backup-${stamp}.tar.gz`;
}

const schemaVersion = z.object({ idx: z.number().int().min(0), tag: z.string().min(1) });
export type SchemaVersion = z.infer<typeof schemaVersion>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  /** The last migration applied to the database it was taken from. */
  schema: schemaVersion,
  createdAt: z.string(),
  /** Where it was taken from: 'pglite' or 'postgres'. */
  database: z.enum(['pglite', 'postgres']),
  tables: z.record(
    z.string(),
    z.object({
      rows: z.number().int().min(0),
      /** The columns of each line, in order; generated columns are left out (the database computes them). */
      columns: z.array(z.string()),
      /** bytea columns, written as base64. */
      base64: z.array(z.string()),
    }),
  ),
  /**
   * Every sequence's position, so that numbers handed out before (RFQ references, `seq`) are never handed
   * out again after a restore. Values are text: a bigint does not fit a JSON number.
   */
  sequences: z.record(z.string(), z.object({ lastValue: z.string(), isCalled: z.boolean() })),
  files: z.record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journalPath = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));

/** The migrations this code knows, oldest first (drizzle/meta/_journal.json). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ idx, when, tag }) => ({ idx, when, tag }));
}

/** The schema this code migrates a database to: its last migration. */
export function currentSchema(): SchemaVersion {
  const last = knownMigrations().at(-1);
  if (!last) throw new Error(`${journalPath} lists no migrations.`);
  return { idx: last.idx, tag: last.tag };
}
