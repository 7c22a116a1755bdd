import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DatabaseLockedError extends Error {}

/** A holder that stopped touching its lock this long ago is gone (a crash on another host, a frozen machine). */
const LOCK_STALE_MS = 15_000;
const HEARTBEAT_MS = 2_000;
/** A lock naming no process (being created this instant, or left by an older version) is waited on until stale. */
const WAIT_FOR_UNKNOWN_MS = LOCK_STALE_MS + 3_000;

interface Owner {
  pid: number;
  host: string;
  token: string;
}

/** Tokens of the locks this process holds, so that a second open here is refused like one from elsewhere. */
const heldHere = new Set<string>();

/**
 * PGlite opened by two processes loses data without a word, so one process at a time holds the data
 * directory: `texbridge.lock/` (mkdir is atomic) with `owner.json` naming the process. A crashed
 * holder is recognised at once when it ran on this host (its PID is gone) and otherwise when it has
 * not touched the lock for LOCK_STALE_MS. Returns the release function; `onLost` is called if the
 * lock is removed or taken while held.
 */
export async function takeDataDirLock(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const lockDir = join(dataDir, 'texbridge.lock');
  const me: Owner = { pid: process.pid, host: hostname(), token: randomUUID() };
  const waitUntil = Date.now() + WAIT_FOR_UNKNOWN_MS;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const verdict = inspect(lockDir);
    if (verdict.state === 'gone') continue;
    if (verdict.state === 'stale') {
      removeStale(lockDir, verdict.owner);
      continue;
    }
    if (verdict.state === 'held' || Date.now() > waitUntil) {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is in use by another TexBridge API process${verdict.owner ? ` (PID ${verdict.owner.pid} on ${verdict.owner.host})` : ''}. Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.`,
      );
    }
    // Unknown holder, recently active: wait for it to write its name or to go stale.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  writeFileSync(join(lockDir, 'owner.json'), JSON.stringify(me));
  heldHere.add(me.token);

  const heartbeat = setInterval(() => {
    let problem: string | undefined;
    try {
      const owner = readOwner(lockDir);
      if (owner?.token !== me.token) {
        problem = owner ? `was taken by PID ${owner.pid} on ${owner.host}` : 'no longer names this process';
      } else {
        const now = new Date();
        utimesSync(lockDir, now, now);
      }
    } catch (error) {
      problem = `could not be renewed (${(error as Error).message})`;
    }
    if (problem) {
      clearInterval(heartbeat);
      heldHere.delete(me.token);
      onLost(new Error(`The lock on the embedded database in ${dataDir} ${problem}.`));
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return async () => {
    clearInterval(heartbeat);
    if (!heldHere.delete(me.token)) return;
    if (readOwner(lockDir)?.token === me.token) rmSync(lockDir, { recursive: true, force: true });
  };
}

type Verdict = { state: 'gone'; owner?: undefined } | { state: 'stale' | 'held' | 'unknown'; owner: Owner | undefined };

function inspect(lockDir: string): Verdict {
  let touchedMs: number;
  try {
    touchedMs = statSync(lockDir).mtimeMs;
  } catch {
    return { state: 'gone' };
  }
  const owner = readOwner(lockDir);
  if (owner?.host === hostname()) {
    // Our own PID: either this process holds it (refuse) or a previous life of it did (a container's PID 1).
    if (owner.pid === process.pid) return { state: heldHere.has(owner.token) ? 'held' : 'stale', owner };
    // A live holder keeps it even if its heartbeat is late (a long query blocks PGlite's thread):
    // taking a live process's lock would lose data without a word.
    return { state: isAlive(owner.pid) ? 'held' : 'stale', owner };
  }
  // Another host, or no name yet (being created, or an older version's lock): judged by its age.
  return { state: Date.now() - touchedMs > LOCK_STALE_MS ? 'stale' : 'unknown', owner };
}

/** Whether a process of this host is running (signal 0 asks without sending anything). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(lockDir, 'owner.json'), 'utf8')) as Owner;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale lock aside before deleting it, so that two processes clearing it at once cannot
 * delete a fresh lock that one of them has just taken: if the moved lock is not the stale one we
 * judged, it is put back.
 */
function removeStale(lockDir: string, judged: Owner | undefined) {
  const aside = `${lockDir}.stale-${randomUUID()}`;
  try {
    renameSync(lockDir, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readOwner(aside)?.token !== judged?.token) {
    try {
      renameSync(aside, lockDir);
      return;
    } catch {
      // A newer lock exists already; the one moved aside will notice on its next heartbeat.
    }
  }
  rmSync(aside, { recursive: true, force: true });
}
