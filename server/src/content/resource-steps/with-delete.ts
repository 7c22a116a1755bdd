import { titleOf } from '@texbridge/shared/format/record-title';
import { isTrashed, type TrashedResource } from '@texbridge/shared/resources/history';
import { deleteResult, idParams } from '@texbridge/shared/schemas/common';
import type { Db } from '../../platform/database/client.ts';
import { failures, notFound } from '../../platform/contract-routes.ts';
import { logActivity, whoOf, type Who } from '../../history/history.ts';
import { moveToTrash } from '../../history/trash.ts';
import type { ResourceParts } from './parts.ts';

/** A delete that keeps the record in the trash (docs/history.md), logged in the same transaction. */
const toTrash = ({ contract, table, database, announce }: ResourceParts, who: Who, id: string) =>
  database.db.transaction(async (tx) => {
    const row = await moveToTrash(tx as unknown as Db, table, contract.name as TrashedResource, id, who);
    if (!row) return 0;
    const { alsoRun } = announce('delete');
    if (alsoRun) await tx.execute(alsoRun);
    await logActivity(tx as unknown as Db, who, {
      action: 'delete',
      resource: contract.name,
      recordId: id,
      title: titleOf(row),
    });
    return 1;
  });

/**
 * The delete, for the roles the contract names: to the trash where the resource keeps history, else gone. A guarded delete has
 * rules of its own: the resource's module registers it.
 */
export function withDelete(parts: ResourceParts) {
  const { app, contract, store, cache, keepHistory, announce, tags } = parts;
  const { name, remove } = contract;
  if (!remove || remove.guarded) return;
  const trashed = keepHistory && isTrashed(name);
  app.delete(
    remove.path,
    {
      config: { access: remove.access },
      schema: {
        tags,
        summary: `Delete a ${contract.noun}`,
        params: idParams,
        response: { 200: deleteResult, ...failures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deletedCount = trashed
        ? await toTrash(parts, whoOf(request), id)
        : await store.remove(id, announce('delete'));
      if (deletedCount === 0) throw notFound(contract, id);
      cache.drop(name, 'delete');
      return { acknowledged: true as const, deletedCount };
    },
  );
}
