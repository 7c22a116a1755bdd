import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests wait for the thing, not for time: a poll with a deadline (vi.waitFor, expect.poll, Playwright's
 * assertions), fake timers, or an event. A fixed wait stays only where no event exists, says why in a
 * `// fixed wait:` comment, and the whole repository keeps at most MOST of them.
 */
const MOST = 5;

const root = join(import.meta.dirname, '..', '..', '..');
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'bench']);
const SCRIPT = /\.[cm]?[jt]sx?$/;
/** Test files, and the helpers that sit in a test, testing or tests folder. */
const isTestCode = (path: string) =>
  SCRIPT.test(path) && (/\.(test|spec)\.[cm]?[jt]sx?$/.test(path) || /(^|\/)(test|testing|tests)\//.test(path));

/** The ways a test sleeps. A polling loop ticks with node:timers/promises' setInterval, and is none of them. */
const SLEEPS: [string, RegExp][] = [
  ['a promise resolved by setTimeout', /setTimeout\(\s*(resolve|res|r|done|next)\s*,/],
  ['sleep() or delay()', /\b(sleep|delay)\(/],
  ["setTimeout from 'node:timers/promises'", /\bsetTimeout\b.*\bfrom\s+['"](node:)?timers\/promises['"]/],
  ["Playwright's waitForTimeout", /\bwaitForTimeout\(/],
  ["Playwright's networkidle", /networkidle/],
];

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

interface FixedWait {
  where: string;
  what: string;
  /** A `fixed wait:` comment on the line or in the comment just above it says why no event exists. */
  explained: boolean;
}

function fixedWaits(where: string, text: string): FixedWait[] {
  const lines = text.split('\n');
  const found: FixedWait[] = [];
  lines.forEach((line, index) => {
    if (isComment(line)) return;
    const sleep = SLEEPS.find(([, pattern]) => pattern.test(line));
    if (!sleep) return;
    let explained = /\/\/\s*fixed wait:/.test(line);
    for (let above = index - 1; !explained && above >= 0 && isComment(lines[above]!); above--) {
      explained = /fixed wait:/.test(lines[above]!);
    }
    found.push({ where: `${where}:${index + 1}`, what: sleep[0], explained });
  });
  return found;
}

function* testCode(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testCode(path);
    else if (isTestCode(relative(root, path))) yield path;
  }
}

const self = join(import.meta.dirname, 'fixed-waits.test.ts');
const all = [...testCode(root)]
  .filter((path) => path !== self)
  .flatMap((path) => fixedWaits(relative(root, path), readFileSync(path, 'utf8')));
const listed = (waits: FixedWait[]) => waits.map(({ where, what }) => `${where} (${what})`).join('\n');

describe('fixed waits in the tests', () => {
  it(`are at most ${MOST} in the whole repository`, () => {
    expect(all.length, `fixed waits found:\n${listed(all)}`).toBeLessThanOrEqual(MOST);
  });

  it('each say why no event exists, in a `// fixed wait:` comment', () => {
    expect(listed(all.filter((wait) => !wait.explained))).toBe('');
  });

  it('are found in each of their forms, and polls, deadlines and comments are not taken for them', () => {
    const sample = [
      'await new Promise((resolve) => setTimeout(resolve, 300));',
      'await sleep(500);',
      "import { setTimeout as pause } from 'node:timers/promises';",
      'await page.waitForTimeout(1000);',
      "await page.goto(url, { waitUntil: 'networkidle' });",
      '// fixed wait: the rule is about time itself.',
      'await new Promise((r) => setTimeout(r, 3000));',
      '// A sleep(1) in a comment is no wait.',
      'await vi.waitFor(() => expect(seen).toBe(true), { timeout: 5_000, interval: 50 });',
      'for await (const _ of every(100)) if (await ready()) break;',
      "const code = await Promise.race([exit, new Promise((resolve) => setTimeout(() => resolve('running'), 10_000))]);",
    ].join('\n');
    expect(fixedWaits('sample.ts', sample)).toEqual([
      { where: 'sample.ts:1', what: 'a promise resolved by setTimeout', explained: false },
      { where: 'sample.ts:2', what: 'sleep() or delay()', explained: false },
      { where: 'sample.ts:3', what: "setTimeout from 'node:timers/promises'", explained: false },
      { where: 'sample.ts:4', what: "Playwright's waitForTimeout", explained: false },
      { where: 'sample.ts:5', what: "Playwright's networkidle", explained: false },
      { where: 'sample.ts:7', what: 'a promise resolved by setTimeout', explained: true },
    ]);
  });

  it('are looked for in every package’s tests', () => {
    const packages = new Set([...testCode(root)].map((path) => relative(root, path).split('/')[0]));
    expect([...packages].sort()).toEqual(
      expect.arrayContaining(['deploy', 'hosts', 'remotes', 'server', 'shared', 'tests']),
    );
  });
});
