import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openDatabase, type Database } from '../src/platform/database/client.ts';
import {
  activity,
  enquiries,
  outbox,
  products,
  revisions,
  rfqAttachments,
  trash,
} from '../src/platform/database/schema.ts';
import { backupToFile, prepareBackup } from '../src/backup/create.ts';
import { currentSchema, MANIFEST_NAME } from '../src/backup/format.ts';
import { unpackArchive } from '../src/backup/unpack.ts';
import { storedUploads } from '../src/backup/uploads.ts';
import type { FileStore } from '../src/media/storage/file-store.ts';
import { localStore } from '../src/media/storage/local-store.ts';
import { openFileStore } from '../src/media/storage/open.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { createAccount, type Account } from './helpers/accounts.ts';
import { startCluster, type Cluster } from './faults/helpers/cluster.ts';
import { entriesOf, manifestOf, packEntries } from './helpers/archives.ts';
import { bodies } from './helpers/fixtures.ts';
import { pgliteTemplate } from './helpers/pglite-template.ts';
import { runServerScript } from './helpers/processes.ts';
import { startS3, type TestS3 } from './helpers/s3.ts';
import { pdfBytes, rfqBody, rfqForm, startToken } from './helpers/rfqs.ts';
import type { RequestOptions, TestServer } from './helpers/test-server.ts';
import { uploadImage } from './helpers/uploads.ts';

/**
 * Backup and restore (docs/history.md) end to end: real PGlite and a real PostgreSQL (a throw-away cluster
 * of this file's own), the real CLIs as child processes, the real upload pipeline. The file brings both
 * engines, so the API suite's pass on PostgreSQL leaves it out (ENGINE_FREE in vitest.config.ts).
 */

const SLOW = 240_000;
const temporary = (label: string) => mkdtempSync(join(tmpdir(), `texbridge-backup-test-${label}-`));
const folders: string[] = [];
const folder = (label: string) => {
  const dir = temporary(label);
  folders.push(dir);
  return dir;
};

/** PostgreSQL: a cluster of this file's own. */
let cluster: Cluster | undefined;
let adminUrl: string;

async function newPostgresDatabase(): Promise<string> {
  const name = `texbridge_backup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The API on a database of the test's choosing, configured as the suite's test server is; `env` adds to its
 * configuration (the STORAGE=s3 variables).
 */
async function startApi(
  database: Database,
  uploadDir: string,
  admin: Account,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploadDir,
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    ADMIN_EMAILS: admin.email,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    SEED: 'off',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    url,
    app,
    config,
    database,
    async request(method: string, path: string, options: RequestOptions = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: RequestInit['body'] = options.form;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      }
      const response = await fetch(url + path, { method, headers, body });
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('json') && text;
      return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
    },
    close: () => app.close(),
  };
}

/** Text that a careless dump or load would change: quotes, backslashes, new lines, tabs, non-Latin script, emoji. */
const AWKWARD = 'Line one\nline "two"\ttab \\ back\\slash \u00e9\u00e8 \u4e2d\u6587 \ud83e\uddf5';
/** The same on one line, as a one-line field (a title, a name) takes it: its line break and tab as spaces. */
const AWKWARD_LINE = AWKWARD.replace(/[\n\t]/g, ' ');

/**
 * Writes a little of everything through the API (an upload with its copies, a product, an RFQ with an
 * attachment) and straight into the tables the API has no route for yet (revisions, trash, activity,
 * outbox), with values that test fidelity: microseconds, numeric scale in JSON, every byte value.
 */
async function fill(api: TestServer, admin: Account, label: string) {
  expect((await api.request('GET', `/admin/${admin.email}`, { token: admin.token })).status).toBe(200);
  const picture = await sharp(randomBytes(900 * 600 * 3), { raw: { width: 900, height: 600, channels: 3 } })
    .webp()
    .toBuffer();
  const imageUrl = await uploadImage(api, admin.token, picture);
  const added = await api.request('POST', '/add-products', {
    token: admin.token,
    json: {
      ...bodies.products(1),
      title: `${label} product ${AWKWARD_LINE}`,
      desc: `${label} description ${AWKWARD}`,
      productImage: imageUrl,
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const productId = added.body.insertedId as string;
  const form = rfqForm(rfqBody([productId], await startToken(api), { message: `${label}: ${AWKWARD}` }), [
    { name: 'spec sheet.pdf', type: 'application/pdf', bytes: pdfBytes() },
  ]);
  const rfq = await api.request('POST', '/rfqs', { form });
  expect(rfq.status, JSON.stringify(rfq.body)).toBe(200);

  const { db } = api.database;
  const at = sql`'2026-11-27 10:11:12.345678+00'::timestamptz`;
  await db.insert(rfqAttachments).values({
    rfqId: rfq.body.insertedId as string,
    n: 99,
    name: 'every byte.bin',
    type: 'application/pdf',
    bytes: Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
  });
  await db.insert(enquiries).values({
    _id: `enquiry-${label}`,
    user_name: `Nadia ${AWKWARD}`,
    user_email: 'nadia@dhakaknit.example',
    message: AWKWARD,
    createdAt: at,
    notes: [{ text: AWKWARD, by: admin.email, at: '2026-11-27T10:11:12.345Z' }],
  });
  await db.insert(outbox).values({
    audience: 'staff',
    subjectTable: 'rfqs',
    subjectId: rfq.body.insertedId as string,
    to: ['staff@texbridge.example'],
    subject: `New request ${label}`,
    text: AWKWARD,
    lastError: 'connect ECONNREFUSED',
  });
  await db.insert(revisions).values({
    _id: `revision-${label}`,
    resource: 'products',
    recordId: productId,
    action: 'update',
    data: sql`'{"price": 1.50, "big": 12345678901234567890, "title": "x"}'::jsonb` as never,
    byUid: admin.uid,
    byEmail: admin.email,
    at,
  });
  await db.insert(trash).values({
    resource: 'news',
    recordId: `news-${label}`,
    title: `Deleted ${AWKWARD}`,
    row: { _id: `news-${label}`, title: 'Deleted', seq: 7 },
    deletedByUid: admin.uid,
    deletedByEmail: admin.email,
  });
  await db.insert(activity).values({
    actorUid: admin.uid,
    actorEmail: admin.email,
    actorRole: 'admin',
    action: 'update',
    resource: 'products',
    recordId: productId,
    title: AWKWARD,
    ip: '203.0.113.7',
    userAgent: 'vitest',
    at,
  });
}

/** Two archives hold the same rows, sequences and files, byte for byte (when and from which engine aside). */
async function expectSameContent(first: string, second: string) {
  const [a, b] = await Promise.all([entriesOf(first), entriesOf(second)]);
  expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
  for (const [name, bytes] of a) {
    if (name === MANIFEST_NAME) continue;
    // Text files compared as text, so that a difference shows which rows.
    if (name.endsWith('.ndjson')) expect(b.get(name)!.toString(), name).toBe(bytes.toString());
    else expect(b.get(name)!.equals(bytes), name).toBe(true);
  }
  const [ma, mb] = [manifestOf(a), manifestOf(b)];
  for (const key of ['format', 'formatVersion', 'schema', 'tables', 'sequences', 'files'] as const) {
    expect(mb[key], key).toEqual(ma[key]);
  }
}

/** What a target holds, to show a refused restore changed nothing: every table's rows and every upload. */
async function stateOf(database: Database, uploadDir: string): Promise<Map<string, Buffer>> {
  const chunks: Buffer[] = [];
  const prepared = await prepareBackup(database, { files: localStore(uploadDir), stagingRoot: folder('state') });
  await prepared.writeTo(new Writable({ write: (chunk, _encoding, done) => (chunks.push(chunk), done()) }));
  const entries = await entriesOf(Buffer.concat(chunks));
  entries.delete(MANIFEST_NAME);
  const words = await database.db.execute(
    sql`select string_agg(word, ' ' order by word collate "C") as w from search_words`,
  );
  entries.set('search_words', Buffer.from(String((words as unknown as { rows: { w: string }[] }).rows[0]?.w)));
  return entries;
}

/** Runs a CLI of the server to its end; answers its exit code and output. */
async function cli(script: string, args: string[], env: Record<string, string>) {
  // Loaded into node itself rather than through the tsx command: the same script and loader, one node process
  // fewer to start for each of the file's twenty runs.
  const run = runServerScript(
    script,
    args,
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '', FIREBASE_AUTH_EMULATOR_HOST: '', ...env },
    { direct: true },
  );
  const code = await run.exit;
  return { code, output: run.output() };
}

const archivesIn = (dir: string) => readdirSync(dir).filter((name) => /^texbridge-backup-.*\.tar\.gz$/.test(name));

beforeAll(async () => {
  cluster = await startCluster();
  adminUrl = cluster.url();
}, SLOW);

afterAll(async () => {
  await cluster?.destroy();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, SLOW);

describe('a round trip between PGlite and PostgreSQL', () => {
  let admin: Account;
  /** The first archive: of PGlite, with the seed content and the fill. */
  let fromPglite: string;
  let postgresUrl: string;
  let postgresUploads: string;

  beforeAll(async () => {
    admin = await createAccount('backup-admin');
  });

  it(
    'backs up PGlite, restores it into PostgreSQL, and backs that up to the same bytes',
    async () => {
      const uploadDir = folder('pglite-uploads');
      // A copy of the run's migrated template (as every test database is), not an initdb of its own.
      const database = await openDatabase({ dataDir: 'memory://', startFrom: pgliteTemplate() });
      try {
        expect(await seedIfEmpty(database.db, localStore(uploadDir))).toBe(true);
        const api = await startApi(database, uploadDir, admin);
        try {
          await fill(api, admin, 'pglite');
        } finally {
          await api.close();
        }
        ({ path: fromPglite } = await backupToFile(database, {
          files: localStore(uploadDir),
          target: folder('pglite-backups'),
        }));
      } finally {
        await database.close();
      }
      const manifest = manifestOf(await entriesOf(fromPglite));
      expect(manifest.schema).toEqual(currentSchema());
      expect(manifest.database).toBe('pglite');
      expect(manifest.tables.products!.rows).toBeGreaterThan(20);
      for (const table of [
        'users',
        'rfqs',
        'rfq_attachments',
        'enquiries',
        'outbox',
        'meta',
        'revisions',
        'trash',
        'activity',
      ]) {
        expect(manifest.tables[table]?.rows, table).toBeGreaterThan(0);
      }
      expect(manifest.tables.search_words).toBeUndefined();
      // An upload has its narrower copies beside it.
      expect(
        Object.keys(manifest.files).filter((name) => /^uploads\/[0-9a-f]{32}-\d+w\.webp$/.test(name)).length,
      ).toBeGreaterThan(0);

      postgresUrl = await newPostgresDatabase();
      postgresUploads = folder('pg-uploads');
      const dataDir = folder('pg-data');
      const restored = await cli('src/cli/restore.ts', [fromPglite], {
        DATABASE_URL: postgresUrl,
        DATA_DIR: dataDir,
        UPLOAD_DIR: postgresUploads,
      });
      expect(restored.output).toMatch(/^Restored .* rows in \d+ tables and \d+ upload files/m);
      expect(restored.code).toBe(0);

      const backups = folder('pg-backups');
      const again = await cli('src/cli/backup.ts', [backups], {
        DATABASE_URL: postgresUrl,
        DATA_DIR: dataDir,
        UPLOAD_DIR: postgresUploads,
      });
      expect(again.code, again.output).toBe(0);
      const [name] = archivesIn(backups);
      expect(again.output).toContain(`Backup written to ${join(backups, name!)}`);
      await expectSameContent(fromPglite, join(backups, name!));

      // The derived columns and words are rebuilt, and numbers go on past the restored ones.
      const check = await openDatabase({ databaseUrl: postgresUrl, dataDir: 'unused' });
      try {
        const result = await check.db.execute(sql`select
          (select count(*)::int from search_words) as words,
          (select count(*)::int from products where search_vector is null) as unindexed`);
        const [row] = (result as unknown as { rows: { words: number; unindexed: number }[] }).rows;
        expect(row!.words).toBeGreaterThan(10);
        expect(row!.unindexed).toBe(0);
      } finally {
        await check.close();
      }
    },
    SLOW,
  );

  it(
    'goes on from the restored PostgreSQL, then restores that into PGlite with nothing lost',
    async () => {
      const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: 'unused' });
      let fromPostgres: string;
      try {
        const api = await startApi(database, postgresUploads, admin);
        try {
          // New rows after a restore take new numbers: a second RFQ must not reuse the first one's reference.
          await fill(api, admin, 'postgres');
          const result = await database.db.execute(sql`select reference from rfqs`);
          const references = (result as unknown as { rows: { reference: string }[] }).rows.map((row) => row.reference);
          expect(new Set(references).size).toBe(references.length);
          expect(references.length).toBe(2);
        } finally {
          await api.close();
        }
        ({ path: fromPostgres } = await backupToFile(database, {
          files: localStore(postgresUploads),
          target: folder('pg2'),
        }));
      } finally {
        await database.close();
      }
      expect(manifestOf(await entriesOf(fromPostgres)).database).toBe('postgres');

      const dataDir = folder('pglite-data');
      const uploadDir = folder('pglite-target-uploads');
      const env = { DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
      const restored = await cli('src/cli/restore.ts', [fromPostgres], env);
      expect(restored.code, restored.output).toBe(0);
      const backups = folder('pglite-backups-2');
      const again = await cli('src/cli/backup.ts', [join(backups, 'copy.tar.gz')], env);
      expect(again.code, again.output).toBe(0);
      await expectSameContent(fromPostgres, join(backups, 'copy.tar.gz'));

      // While a process holds that PGlite (as the API does), the CLI cannot open it, and says what to do instead.
      const holder = await openDatabase({ dataDir });
      try {
        const refused = await cli('src/cli/backup.ts', [backups], env);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('GET /backup');
      } finally {
        await holder.close();
      }
    },
    SLOW,
  );

  describe('refusals, each leaving the target as it was', () => {
    let target: Database;
    let before: Map<string, Buffer>;
    const restoreInto = (archive: string, ...flags: string[]) =>
      cli('src/cli/restore.ts', [archive, ...flags], {
        DATABASE_URL: postgresUrl,
        DATA_DIR: folder('refusal-data'),
        UPLOAD_DIR: postgresUploads,
      });

    beforeAll(async () => {
      target = await openDatabase({ databaseUrl: postgresUrl, dataDir: 'unused' });
      before = await stateOf(target, postgresUploads);
    }, SLOW);
    afterAll(async () => {
      await target?.close();
    });

    const expectUnchanged = async () => {
      const after = await stateOf(target, postgresUploads);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [name, bytes] of before) expect(after.get(name)!.equals(bytes), name).toBe(true);
      expect(readdirSync(postgresUploads).filter((name) => name.startsWith('.'))).toEqual([]);
    };

    it(
      'refuses an archive of a newer schema than this code knows',
      async () => {
        const entries = await entriesOf(fromPglite);
        const manifest = manifestOf(entries);
        const newer = {
          idx: currentSchema().idx + 1,
          tag: `${String(currentSchema().idx + 1).padStart(4, '0')}_future`,
        };
        entries.set(MANIFEST_NAME, Buffer.from(JSON.stringify({ ...manifest, schema: newer })));
        const archive = join(folder('newer'), 'newer.tar.gz');
        await packEntries(entries, archive);
        const refused = await restoreInto(archive, '--force');
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(`newer schema (migration ${newer.idx}, ${newer.tag})`);
        await expectUnchanged();
      },
      SLOW,
    );

    it(
      'refuses an archive with a changed byte, naming the file',
      async () => {
        const entries = await entriesOf(fromPglite);
        const products = Buffer.from(entries.get('tables/products.ndjson')!);
        products[20] = products[20] === 0x41 ? 0x42 : 0x41;
        entries.set('tables/products.ndjson', products);
        const archive = join(folder('changed'), 'changed.tar.gz');
        await packEntries(entries, archive);
        const refused = await restoreInto(archive, '--force');
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('tables/products.ndjson in the archive does not match its checksum');
        await expectUnchanged();

        // A byte changed in the compressed file itself: gzip's own check refuses it.
        const damaged = Buffer.from(readFileSync(fromPglite));
        damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
        const damagedPath = join(folder('damaged'), 'damaged.tar.gz');
        await pipeline(Readable.from([damaged]), createWriteStream(damagedPath));
        const refusedDamaged = await restoreInto(damagedPath, '--force');
        expect(refusedDamaged.code).toBe(1);
        expect(refusedDamaged.output).toMatch(/damaged|checksum|no TexBridge backup holds|not a file/);
        await expectUnchanged();
      },
      SLOW,
    );

    it(
      'refuses a target that is not empty without --force',
      async () => {
        const refused = await restoreInto(fromPglite);
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/The target is not empty \(.*products: \d+ rows.*\).*--force/);
        await expectUnchanged();
      },
      SLOW,
    );

    it(
      'leaves an empty target empty when the restore fails half-way',
      async () => {
        // A row the database refuses, in the last table restored: every table before it is written first.
        const entries = await entriesOf(fromPglite);
        const name = 'tables/activity.ndjson';
        const lines = entries.get(name)!.toString().split('\n');
        lines[0] = lines[0]!.replace(/"actor_email":"[^"]*"/, '"actor_email":null');
        const changed = Buffer.from(lines.join('\n'));
        entries.set(name, changed);
        const manifest = manifestOf(entries);
        manifest.files[name] = { sha256: createHash('sha256').update(changed).digest('hex'), bytes: changed.length };
        entries.set(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest)));
        const archive = join(folder('half-way'), 'half-way.tar.gz');
        await packEntries(entries, archive);

        const empty = await newPostgresDatabase();
        const uploadDir = folder('half-way-uploads');
        const failed = await cli('src/cli/restore.ts', [archive], {
          DATABASE_URL: empty,
          DATA_DIR: folder('half-way-data'),
          UPLOAD_DIR: uploadDir,
        });
        expect(failed.code).toBe(1);
        expect(failed.output).toMatch(/actor_email|null value/);
        expect(readdirSync(uploadDir)).toEqual([]);
        const check = await openDatabase({ databaseUrl: empty, dataDir: 'unused' });
        try {
          const result = await check.db.execute(sql`select (select count(*)::int from products) as products,
            (select count(*)::int from users) as users, (select count(*)::int from search_words) as words`);
          expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ products: 0, users: 0, words: 0 });
        } finally {
          await check.close();
        }
      },
      SLOW,
    );

    it(
      'replaces what the target holds with --force',
      async () => {
        const replaced = await restoreInto(fromPglite, '--force');
        expect(replaced.code, replaced.output).toBe(0);
        const copy = await backupToFile(target, { files: localStore(postgresUploads), target: folder('forced') });
        await expectSameContent(fromPglite, copy.path);
      },
      SLOW,
    );
  });
});

describe('a backup of PostgreSQL while it is being written', () => {
  let url: string;
  let database: Database;

  beforeAll(async () => {
    url = await newPostgresDatabase();
    database = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
    // Enough to take a moment: thousands of products and a large attachment that compresses poorly.
    await database.db
      .execute(sql`insert into products (id, title, description, end_use, background, category, product_image)
      select 'bulk-' || g, 'Bulk product ' || g, repeat('Combed cotton yarn for knitting. ', 40), 'Jersey', 'Spun.', 'yarn',
        '/uploads/0123456789abcdef0123456789abcdef.webp'
      from generate_series(1, 4000) as g`);
    await database.db.insert(rfqAttachments).values({
      rfqId: 'bulk',
      n: 0,
      name: 'large.bin',
      type: 'application/pdf',
      bytes: randomBytes(24 * 1024 * 1024),
    });
  }, SLOW);
  afterAll(async () => {
    await database?.close();
  });

  it(
    'reads every table from one moment while writes go on',
    async () => {
      // Each write adds a product and its activity entry in one transaction; the tables are read far apart
      // (products, then the large attachment, then activity), so a backup of two moments would differ.
      let stop = false;
      let written = 0;
      const writer = (async () => {
        while (!stop) {
          const id = `pair-${written}`;
          await database.db.transaction(async (tx) => {
            await tx.insert(products).values({ ...bodies.products(written), _id: id });
            await tx.insert(activity).values({
              actorUid: 'u',
              actorEmail: 'writer@texbridge.test',
              actorRole: 'admin',
              action: 'create',
              resource: 'products',
              recordId: id,
              title: id,
              ip: '203.0.113.7',
              userAgent: 'vitest',
            });
          });
          written++;
        }
      })();
      try {
        const wrote = (count: number) =>
          vi.waitFor(() => expect(written).toBeGreaterThanOrEqual(count), { timeout: SLOW, interval: 10 });
        await wrote(3);
        const { path } = await backupToFile(database, {
          files: localStore(folder('concurrent-uploads')),
          target: folder('concurrent'),
        });
        const before = written;
        await wrote(before + 3);
        const entries = await entriesOf(path);
        const count = (name: string, pattern: RegExp) =>
          entries
            .get(name)!
            .toString()
            .split('\n')
            .filter((line) => pattern.test(line)).length;
        const inProducts = count('tables/products.ndjson', /"id":"pair-/);
        expect(inProducts).toBeGreaterThanOrEqual(3);
        expect(count('tables/activity.ndjson', /"record_id":"pair-/)).toBe(inProducts);
        expect(inProducts).toBeLessThan(written);
      } finally {
        stop = true;
        await writer;
      }
    },
    SLOW,
  );

  it(
    'killed half-way, leaves no archive under the final name, or a whole one, and the next backup clears what it left',
    async () => {
      const backups = folder('killed');
      const env = { DATABASE_URL: url, DATA_DIR: folder('killed-data'), UPLOAD_DIR: folder('killed-uploads') };
      const run = runServerScript('src/cli/backup.ts', [backups], { NODE_ENV: 'test', ...env }, { direct: true });
      // Killed once it is writing the archive itself (its temporary file has bytes), not before.
      await vi.waitFor(
        () => {
          if (run.child.exitCode !== null) throw new Error(`the backup ended first:\n${run.output()}`);
          const partial = readdirSync(backups).find((name) => name.startsWith('.texbridge-partial-'));
          expect(
            partial && statSync(join(backups, partial)).size,
            `an archive begun:\n${run.output()}`,
          ).toBeGreaterThan(0);
        },
        { timeout: 120_000, interval: 10 },
      );
      run.child.kill('SIGKILL');
      await run.exit;
      for (const name of archivesIn(backups)) await unpackArchive(join(backups, name), folder('killed-check'));
      expect(archivesIn(backups)).toEqual([]);
      expect(readdirSync(backups).some((name) => name.startsWith('.texbridge-'))).toBe(true);

      const next = await backupToFile(database, { files: localStore(env.UPLOAD_DIR), target: backups });
      expect(readdirSync(backups)).toEqual([next.path.split('/').at(-1)]);
      const manifest = await unpackArchive(next.path, folder('killed-next'));
      expect(manifest.tables.products!.rows).toBeGreaterThanOrEqual(4000);
      expect(existsSync(next.path)).toBe(true);
    },
    SLOW,
  );
});

describe('uploads in an S3 bucket', () => {
  let admin: Account;
  let s3: TestS3;
  /** The source API's bucket, read directly. */
  let bucket: FileStore;
  let sourceUrl: string;
  let api: TestServer;
  /** Backups of the source: by npm run backup, and by GET /backup. */
  let fromCli: string;
  let fromRoute: string;
  const stores: FileStore[] = [];
  const buckets: TestS3[] = [];

  /** A bucket's store as the API opens it (STORAGE=s3 and the helper's variables). */
  const storeOf = (server: TestS3) => {
    const store = openFileStore(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...server.env }));
    stores.push(store);
    return store;
  };
  /** Every stored upload of a store, by name. */
  const contentsOf = async (store: FileStore) => {
    const contents = new Map<string, Buffer>();
    for (const name of await storedUploads(store)) contents.set(name, (await store.get(name))!);
    return contents;
  };
  /** The uploads an archive holds, by name. */
  const uploadsIn = async (archive: string) => {
    const uploads = new Map<string, Buffer>();
    for (const [name, bytes] of await entriesOf(archive)) {
      if (name.startsWith('uploads/')) uploads.set(name.slice('uploads/'.length), bytes);
    }
    return uploads;
  };
  /** The same names with the same bytes. */
  const expectSameFiles = (actual: Map<string, Buffer>, expected: Map<string, Buffer>) => {
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, bytes] of expected) expect(actual.get(name)!.equals(bytes), name).toBe(true);
  };

  beforeAll(async () => {
    admin = await createAccount('backup-s3-admin');
    s3 = await startS3();
    buckets.push(s3);
    bucket = storeOf(s3);
    sourceUrl = await newPostgresDatabase();
    const database = await openDatabase({ databaseUrl: sourceUrl, dataDir: 'unused' });
    // The upload folder stays empty: every upload goes to the bucket.
    api = await startApi(database, folder('s3-unused-uploads'), admin, s3.env);
    await fill(api, admin, 's3');
    const second = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a1f3d' } })
      .webp()
      .toBuffer();
    await uploadImage(api, admin.token, second);
    // Something in the bucket that is no upload: not in the archive.
    await bucket.put('notes.txt', Buffer.from('not an upload'));
  }, SLOW);
  afterAll(async () => {
    if (api) {
      await api.close();
      await api.database.close();
    }
    for (const store of stores) await store.close();
    for (const server of buckets) await server.close();
  }, SLOW);

  it(
    'backs up every object of the bucket, byte for byte, by npm run backup and by GET /backup',
    async () => {
      const source = await contentsOf(bucket);
      expect(source.size).toBeGreaterThanOrEqual(6);
      expect([...source.keys()].some((name) => name.endsWith('-480w.webp'))).toBe(true);

      const backups = folder('s3-backups');
      const uploadDir = folder('s3-cli-uploads');
      const made = await cli('src/cli/backup.ts', [backups + '/'], {
        ...s3.env,
        DATABASE_URL: sourceUrl,
        DATA_DIR: folder('s3-cli-data'),
        UPLOAD_DIR: uploadDir,
      });
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain(`${source.size} upload files`);
      expect(archivesIn(backups)).toHaveLength(1);
      fromCli = join(backups, archivesIn(backups)[0]!);
      expect(readdirSync(uploadDir)).toEqual([]);
      expectSameFiles(await uploadsIn(fromCli), source);

      const response = await fetch(`${api.url}/backup`, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(response.status).toBe(200);
      fromRoute = join(folder('s3-download'), 'download.tar.gz');
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(fromRoute));
      await unpackArchive(fromRoute, folder('s3-download-check'));
      await expectSameContent(fromCli, fromRoute);
    },
    SLOW,
  );

  it(
    'restores it into an upload folder on the local disk',
    async () => {
      const dataDir = folder('s3-to-local-data');
      const uploadDir = folder('s3-to-local-uploads');
      const env = { DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
      const restored = await cli('src/cli/restore.ts', [fromCli], env);
      expect(restored.code, restored.output).toBe(0);
      expectSameFiles(await contentsOf(localStore(uploadDir)), await contentsOf(bucket));
      expect(readdirSync(uploadDir).filter((name) => name.startsWith('.'))).toEqual([]);

      // And a backup of the restored install is the same archive.
      const copy = join(folder('s3-to-local-copy'), 'copy.tar.gz');
      const again = await cli('src/cli/backup.ts', [copy], env);
      expect(again.code, again.output).toBe(0);
      await expectSameContent(fromCli, copy);
    },
    SLOW,
  );

  it(
    'restores it into another S3 bucket, which then counts as not empty',
    async () => {
      const target = await startS3('texbridge-restored');
      buckets.push(target);
      const targetBucket = storeOf(target);
      const dataDir = folder('s3-to-s3-data');
      const uploadDir = join(folder('s3-to-s3'), 'uploads');
      const restoreInto = async (...args: string[]) =>
        cli('src/cli/restore.ts', args, {
          ...target.env,
          DATABASE_URL: await newPostgresDatabase(),
          DATA_DIR: dataDir,
          UPLOAD_DIR: uploadDir,
        });
      const restored = await restoreInto(fromRoute);
      expect(restored.code, restored.output).toBe(0);
      const source = await contentsOf(bucket);
      expectSameFiles(await contentsOf(targetBucket), source);
      // Staged on the local disk beside the data, and nothing of it left; no upload folder made.
      expect(existsSync(uploadDir)).toBe(false);
      expect(existsSync(join(dataDir, 'backups'))).toBe(false);

      // A second restore into an empty database but the same bucket: its uploads count.
      const refused = await restoreInto(fromRoute);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`The target is not empty (uploads: ${source.size} files)`);
      expect(refused.output).toContain('--force');
      // What the bucket holds and the archive lacks goes with --force, as from an upload folder.
      const stray = `${'f'.repeat(32)}.webp`;
      await targetBucket.put(stray, Buffer.from('an upload the archive does not have'));
      const forced = await restoreInto(fromRoute, '--force');
      expect(forced.code, forced.output).toBe(0);
      expect(await targetBucket.has(stray)).toBe(false);
      expectSameFiles(await contentsOf(targetBucket), source);
    },
    SLOW,
  );

  it(
    'with the bucket out of reach, fails with a clear error: no archive, no restore',
    async () => {
      await s3.stop();
      try {
        const backups = folder('s3-down-backups');
        const failed = await cli('src/cli/backup.ts', [backups], {
          ...s3.env,
          DATABASE_URL: sourceUrl,
          DATA_DIR: folder('s3-down-data'),
          UPLOAD_DIR: folder('s3-down-uploads'),
        });
        expect(failed.code).toBe(1);
        expect(failed.output).toContain('The backup cannot read the list of uploads from the S3 bucket');
        expect(failed.output).toContain('ECONNREFUSED');
        expect(failed.output).toContain('no backup was taken');
        expect(readdirSync(backups)).toEqual([]);

        // GET /backup answers the same sentence, as a 503, before it sends any archive.
        const answer = await api.request('GET', '/backup', { token: admin.token });
        expect(answer.status).toBe(503);
        expect(JSON.stringify(answer.body)).toContain('The backup cannot read the list of uploads from the S3 bucket');

        // A restore into it changes nothing.
        const empty = await newPostgresDatabase();
        const refused = await cli('src/cli/restore.ts', [fromCli], {
          ...s3.env,
          DATABASE_URL: empty,
          DATA_DIR: folder('s3-down-restore-data'),
          UPLOAD_DIR: folder('s3-down-restore-uploads'),
        });
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('Cannot list the uploads in the S3 bucket');
        expect(refused.output).toContain('nothing was restored');
        const check = await openDatabase({ databaseUrl: empty, dataDir: 'unused' });
        try {
          const result = await check.db.execute(sql`select count(*)::int as n from products`);
          expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 0 });
        } finally {
          await check.close();
        }
      } finally {
        await s3.start();
      }
    },
    SLOW,
  );
});
