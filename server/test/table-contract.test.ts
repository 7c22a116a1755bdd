import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { enquiriesResource } from '@texbridge/shared/resources/enquiries';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { usersResource } from '@texbridge/shared/resources/users';
import { enquiries, users } from '../src/platform/database/schema.ts';
import type { ResourceTable } from '../src/platform/database/store.ts';
import { contentTables } from '../src/platform/database/content-tables.ts';

/**
 * The Drizzle tables are written by hand, since a migration is a deliberate act; this is where a table and
 * its contract are held to agree (docs/adding-a-field.md).
 */
const tables: [ResourceContract, ResourceTable][] = [
  ...contentTables,
  [usersResource, users],
  [enquiriesResource, enquiries],
];
/**
 * The server's own columns, which a record shows only when its schema names them: its order, its times,
 * what search reads of it (docs/search.md), and its words in other locales, which a read in a locale answers
 * in the fields' places (docs/adding-a-language.md).
 */
const SERVER_COLUMNS = ['seq', 'createdAt', 'updatedAt', 'searchNames', 'searchVector', 'searchTitle', 'translations'];
/** Columns the API keeps to itself: who owns an account and where its role came from. */
const PRIVATE_COLUMNS: Record<string, string[]> = { users: ['uid', 'roleGrantedBy', 'roleGrantedAt'] };

/** How each kind of field is stored, where it is not text. */
const STORED_AS: Partial<Record<string, string>> = {
  list: 'json',
  multiselect: 'json',
  rows: 'json',
  group: 'json',
  rating: 'number',
  number: 'number',
  boolean: 'boolean',
};

const recordKeys = (contract: ResourceContract) =>
  Object.keys((contract.record as unknown as z.ZodObject).shape).sort();

describe.each(tables.map(([contract, table]) => ({ name: contract.name, contract, table })))(
  'the $name table',
  ({ contract, table }) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>;

    it("has a column for every field of the contract's record, and none the record does not know", () => {
      const stored = Object.keys(columns).filter(
        (key) =>
          !PRIVATE_COLUMNS[contract.name]?.includes(key) &&
          (!SERVER_COLUMNS.includes(key) || recordKeys(contract).includes(key)),
      );
      expect(stored.sort()).toEqual(recordKeys(contract));
    });

    it('stores each declared field as its kind needs: a list or a group as JSON, a number as a number, text as text, a required one NOT NULL', () => {
      for (const [name, field] of Object.entries(contract.fields ?? {})) {
        const column = columns[name]!;
        expect(column.dataType, name).toBe(STORED_AS[field.kind] ?? 'string');
        expect(column.notNull || (field.required === 'never' && field.filled !== 'server'), `${name} NOT NULL`).toBe(
          true,
        );
      }
    });
  },
);
