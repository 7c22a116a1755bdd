import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accessTableLines } from './access-table.ts';

/**
 * docs/security.md holds the access matrix's summary, between two markers, as the declarations write it.
 * After a change of access, `WRITE_ACCESS_TABLE=1 npx vitest run src/auth/access-table.test.ts` in shared/
 * writes it, and `npx prettier --write docs/security.md` pads it.
 */
const DOCUMENT = fileURLToPath(new URL('../../../docs/security.md', import.meta.url));
const START = '<!-- access-table: written from the declarations by shared/src/auth/access-table.ts -->';
const END = '<!-- access-table end -->';

/** A table's rows as cells, without the padding Prettier adds. */
const cellsOf = (lines: readonly string[]) =>
  lines
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim())),
    );

describe('docs/security.md’s access table', () => {
  it('is the one the declarations write', () => {
    const text = readFileSync(DOCUMENT, 'utf8');
    const [before, rest] = text.split(START);
    expect(rest, `docs/security.md has no "${START}"`).toBeDefined();
    const [table, after] = rest!.split(END);
    if (process.env.WRITE_ACCESS_TABLE) {
      writeFileSync(DOCUMENT, `${before}${START}\n\n${accessTableLines().join('\n')}\n\n${END}${after}`);
      return;
    }
    expect(cellsOf(table!.split('\n')), 'run this test with WRITE_ACCESS_TABLE=1, then Prettier').toEqual(
      cellsOf(accessTableLines()),
    );
  });
});
