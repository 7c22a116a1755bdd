import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive } from '../platform/database/data-dir-lock.ts';

/**
 * Work in progress is named `.texbridge-<kind>-<pid>-<random>` beside where it ends up: hidden, never the
 * final name, and recognisable as left behind once its process is gone (a `kill -9`, a power cut).
 */
const TEMPORARY_NAME = /^\.texbridge-(partial|staging|restore)-(\d+)-[0-9a-f]+$/;

export type TemporaryKind = 'partial' | 'staging' | 'restore';

export function temporaryName(kind: TemporaryKind): string {
  return `.texbridge-${kind}-${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** Removes what dead processes left in `dir`; a live process's work (another backup now) is left alone. */
export async function removeLeftovers(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const pid = TEMPORARY_NAME.exec(name)?.[2];
    if (pid && Number(pid) !== process.pid && !isAlive(Number(pid))) {
      await rm(join(dir, name), { recursive: true, force: true });
    }
  }
}
