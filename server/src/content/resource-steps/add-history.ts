import type { FastifyRequest } from 'fastify';
import { titleOf } from '@texbridge/shared/format/record-title';
import { isRevised, type RevisedResource, type RevisionAction } from '@texbridge/shared/resources/history';
import type { Db } from '../../platform/database/client.ts';
import { keepRevision, logActivity, whoOf } from '../../history/history.ts';
import type { ResourceParts } from './parts.ts';

/**
 * What an admin's add, or an edit of a locale's words, also records in its own transaction (docs/history.md):
 * the revision (the record as history keeps it, its translations too), and the log's line, with `detail` when
 * the action alone does not say what changed. An edit's are otherwise parts of its own statement (besideEdit).
 * A public add, such as the contact form, is nobody's action to log.
 */
export function addHistory(
  { contract, store, keepHistory }: ResourceParts,
  request: FastifyRequest,
  action: RevisionAction,
  detail?: () => string,
): ((tx: Db, id: string) => Promise<void>) | undefined {
  const who = request.caller ? whoOf(request) : undefined;
  if (!who || !keepHistory) return undefined;
  const { name } = contract;
  return async (tx: Db, id: string): Promise<void> => {
    const row = await store.kept(id, tx);
    if (!row) return;
    if (isRevised(name)) {
      await keepRevision(tx, who, { resource: name as RevisedResource, recordId: id, action, data: row });
    }
    const said = detail?.();
    await logActivity(tx, who, {
      action,
      resource: name,
      recordId: id,
      title: titleOf(row),
      ...(said ? { detail: said } : {}),
    });
  };
}
