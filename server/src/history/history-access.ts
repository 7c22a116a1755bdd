import type { FastifyRequest } from 'fastify';
import { messages } from '@texbridge/shared/api/messages';
import { historyAccessOf } from '@texbridge/shared/auth/permissions';
import { admits } from '@texbridge/shared/auth/roles';
import { TRASHED_RESOURCES, type TrashedResource } from '@texbridge/shared/resources/history';
import { HttpError } from '../platform/errors.ts';

/**
 * The second half of the history calls' access (docs/history.md): the route admits content staff, then the
 * record's own contract decides. Its revisions are for whoever may edit it, its trash for whoever may delete it,
 * so an editor restores a news item but never sees a buyer's deleted RFQ.
 */
export function checkHistoryAccess(request: FastifyRequest, resource: string, part: 'revisions' | 'trash') {
  const access = historyAccessOf(resource, part);
  if (!admits(access, request.caller?.role)) throw new HttpError(403, messages.forbidden(access));
}

/** The resources whose trash the caller may see: every one for an admin, the content for an editor. */
export const visibleTrash = (request: FastifyRequest): TrashedResource[] =>
  TRASHED_RESOURCES.filter((resource) => admits(historyAccessOf(resource, 'trash'), request.caller?.role));
