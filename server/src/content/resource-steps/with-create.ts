import type { PgColumn } from 'drizzle-orm/pg-core';
import { withDefaults } from '@texbridge/shared/resources/define';
import { errorBody, insertResult, requestReceived } from '@texbridge/shared/schemas/common';
import type { Db } from '../../platform/database/client.ts';
import { newId } from '../../platform/database/ids.ts';
import { failures } from '../../platform/contract-routes.ts';
import { addHistory } from './add-history.ts';
import { addInDefaultLocale } from './translated-edit.ts';
import type { ResourceParts } from './parts.ts';

/** A default in the contract is JSON (an ISO date); a timestamp column takes a Date. */
function toRow(columns: Record<string, PgColumn>, values: Record<string, unknown>) {
  const row = { ...values };
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'string' && columns[key]?.columnType === 'PgTimestamp') row[key] = new Date(value);
  }
  return row;
}

/**
 * The add, with the contract's defaults and its rate limit per client when it is `rateLimited`; an admin's
 * add is recorded in its history. A translated resource's add is in the default locale (addInDefaultLocale). `options.created`: an add that also writes in its transaction and answers
 * a receipt (a request for quotation).
 */
export function withCreate(parts: ResourceParts) {
  const { app, contract, table, columns, store, cache, database, options, announce, tags, translated } = parts;
  const { name, create } = contract;
  if (!create) return;
  if (create.rateLimited && !options.rateLimit) throw new Error(`${name}: a rate-limited add needs its limit`);
  app.post(
    create.path,
    {
      config: {
        access: create.access,
        ...(create.rateLimited ? { rateLimit: options.rateLimit } : {}),
      },
      ...(translated ? { preValidation: addInDefaultLocale } : {}),
      schema: {
        tags,
        summary: `Add a ${contract.noun}`,
        body: create.body,
        response: { 200: options.created ? requestReceived : insertResult, ...failures, 429: errorBody },
      },
    },
    async (request) => {
      const body = withDefaults(contract, request.body as Record<string, unknown>);
      const { created } = options;
      if (!created) {
        const also = addHistory(parts, request, 'create');
        const insertedId = await store.insert(toRow(columns, body), { ...announce(), also });
        cache.drop(name);
        return { acknowledged: true as const, insertedId };
      }
      const row = { ...toRow(columns, { ...body, ...created.values?.() }), _id: newId() };
      const { alsoRun } = announce();
      await database.db.transaction(async (tx) => {
        await tx.insert(table).values(row as never);
        if (alsoRun) await tx.execute(alsoRun);
        await created.inTransaction(tx as unknown as Db, row);
      });
      cache.drop(name);
      created.afterCommit?.();
      return { acknowledged: true as const, insertedId: row._id, receipt: created.receipt() };
    },
  );
}
