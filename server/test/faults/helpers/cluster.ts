import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../helpers/ports.ts';

/**
 * A throw-away PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary directory on a
 * free port), so that a test can stop, restart and freeze it without disturbing anyone else.
 */
export interface Cluster {
  port: number;
  dataDir: string;
  /** A connection URL for one database of the cluster. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** Runs SQL as the superuser and answers the rows. */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[], database?: string): Promise<T[]>;
  /** Starts the cluster unless it runs (a test that failed half-way may have left it stopped). */
  ensureRunning(): Promise<void>;
  /** Runs pg_ctl on the cluster (asynchronously: clients keep running meanwhile). */
  pgCtl(...args: string[]): Promise<string>;
  /** Stops every process of the cluster (SIGSTOP) or lets them go on (SIGCONT). */
  freeze(): void;
  thaw(): void;
  destroy(): Promise<void>;
}

const binDirs = [
  '/usr/local/bin',
  ...(existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort()
        .reverse()
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : []),
  '/usr/bin',
];

function findBinary(name: string): string | undefined {
  return binDirs.map((dir) => join(dir, name)).find((path) => existsSync(path));
}

const binaries = { initdb: findBinary('initdb'), pgCtl: findBinary('pg_ctl') };

/** Why the cluster tests cannot run here, or undefined when they can. */
export const noPostgresReason =
  binaries.initdb && binaries.pgCtl
    ? undefined
    : 'no PostgreSQL server binaries (initdb, pg_ctl) in /usr/local/bin, /usr/lib/postgresql/*/bin or /usr/bin';

/** initdb refuses to run as root: as root, commands run as the postgres user. */
async function run(command: string, args: string[]): Promise<string> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  try {
    return (await promisify(execFile)(file, argv, { encoding: 'utf8', cwd: tmpdir() })).stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export async function startCluster(): Promise<Cluster> {
  if (noPostgresReason) throw new Error(noPostgresReason);
  const dataDir = mkdtempSync(join(tmpdir(), 'texbridge-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  await run(binaries.initdb!, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  // Always with a log file: a server started without one writes to pg_ctl's output, which never closes.
  const pgCtl = (...args: string[]) =>
    run(binaries.pgCtl!, ['-D', dataDir, '-l', join(dataDir, 'server.log'), ...args]);
  // In postgresql.conf, so that a later `pg_ctl start` uses them too. fsync off: the tests kill the
  // API and restart the server, never the machine, so the page cache keeps every write.
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    `\nlisten_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dataDir}'\nfsync = off\nmax_connections = 100\n`,
  );
  await pgCtl('-w', 'start');

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const sql = async <T>(text: string, values: unknown[] = [], database = 'postgres') => {
    const client = new pg.Client({ connectionString: url(database), connectionTimeoutMillis: 5_000 });
    client.on('error', () => {});
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end().catch(() => {});
    }
  };
  const processes = () => {
    const postmaster = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
    const children = spawnSync('pgrep', ['-P', postmaster], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    return [postmaster, ...children].map(Number);
  };
  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of frozen.reverse()) process.kill(pid, 'SIGCONT');
    frozen = [];
  };
  return {
    port,
    dataDir,
    url,
    sql,
    pgCtl,
    async ensureRunning() {
      thaw();
      const running = await pgCtl('status').then(
        () => true,
        () => false,
      );
      if (!running) await pgCtl('-w', 'start');
    },
    async createDatabase(name) {
      await sql(`CREATE DATABASE ${name}`);
      return url(name);
    },
    freeze() {
      frozen = processes();
      // The postmaster first, so that it starts no new backend that would escape the freeze.
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw,
    async destroy() {
      thaw();
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => {}); // perhaps stopped already
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
