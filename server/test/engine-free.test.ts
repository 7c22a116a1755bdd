import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_FREE } from '../vitest.config.ts';

/**
 * The API suite's pass on PostgreSQL leaves out the files of ENGINE_FREE. A file there that opened the
 * run's database would lose its PostgreSQL half without a word; this fails first.
 */
describe('the files the PostgreSQL pass leaves out', () => {
  it.each(ENGINE_FREE)('%s opens no database of the run', (file) => {
    const source = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
    expect(source).not.toMatch(/\b(startTestServer|openTestDatabase|onPostgres|TEST_DATABASE_URL)\b/);
  });
});
