// @ts-check
// Every process a test's child started, found by a mark in the environment it passes on: a process
// detached into a group of its own, or orphaned when its parent ended, still carries it. Linux's /proc.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { setInterval as every } from 'node:timers/promises';

export const canSeeProcesses = existsSync('/proc/self/environ');

/** A fresh mark: `{ TEXBRIDGE_TEST_MARK: … }`, to add to the environment of the child under test. */
export function processMark() {
  return { TEXBRIDGE_TEST_MARK: randomBytes(8).toString('hex') };
}

/**
 * The live processes of a test's child: those carrying the mark and those descended from `rootPid`
 * (redis-server writes its title over its environment, so its mark is gone), with pid, group and
 * command line.
 * @param {{ TEXBRIDGE_TEST_MARK: string }} mark
 * @param {number} [rootPid]
 * @returns {{ pid: number, group: number, command: string }[]}
 */
export function markedProcesses(mark, rootPid) {
  const wanted = `TEXBRIDGE_TEST_MARK=${mark.TEXBRIDGE_TEST_MARK}`;
  /** @type {{ pid: number, parent: number, group: number, command: string, marked: boolean }[]} */
  const all = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Parent and group are the 4th and 5th fields of stat, after the command in parentheses (which may
      // hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const [state, parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // A zombie has ended; only its parent's wait is missing.
      if (state === 'Z') continue;
      all.push({
        pid: Number(entry),
        parent: Number(parent),
        group: Number(group),
        command: readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim(),
        marked: readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(wanted),
      });
    } catch {
      // ended while being read
    }
  }
  const family = new Set(all.filter((each) => each.marked || each.pid === rootPid).map((each) => each.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const each of all) {
      if (!family.has(each.pid) && family.has(each.parent)) grew = Boolean(family.add(each.pid));
    }
  }
  return all.filter((each) => family.has(each.pid)).map(({ pid, group, command }) => ({ pid, group, command }));
}

/**
 * Those of `processes` still alive (not zombies).
 * @param {{ pid: number, command: string }[]} processes
 */
export function stillAlive(processes) {
  return processes.filter(({ pid }) => {
    try {
      return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
    } catch {
      return false;
    }
  });
}

/**
 * Polls until `check` answers something truthy; throws with `what` when the time is up.
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {string} what
 * @param {number} timeoutMs
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const first = await check();
  if (first) return /** @type {NonNullable<T>} */ (first);
  for await (const _ of every(100)) {
    const value = await check();
    if (value) return /** @type {NonNullable<T>} */ (value);
    if (Date.now() > deadline) break;
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s.`);
}

/** SIGKILL to each, after a failed test: nothing of it outlives the run. @param {{ pid: number }[]} processes */
export function killAll(processes) {
  for (const { pid } of processes) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
