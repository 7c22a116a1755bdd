import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@texbridge/shared/api/messages';
import type { Role } from '@texbridge/shared/auth/roles';
import { usersResource, type Invite } from '@texbridge/shared/resources/users';
import type { AppContext } from '../app-context.ts';
import { whoOf } from '../history/history.ts';
import { callRoute, notFound } from '../platform/contract-routes.ts';
import { HttpError } from '../platform/errors.ts';
import { changeRole } from './role-changes.ts';
import { createInvitations } from './invitations.ts';

/** Roles and invitations (docs/security.md, "Roles" and "Invitations"): an admin's calls. */
export async function roleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { setRole, invitations, invite, withdrawInvitation } = usersResource.calls;
  const invited = createInvitations(ctx);

  app.route({
    ...callRoute(usersResource, setRole),
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const { role } = request.body as { role: Role | null };
      const by = { userId: request.caller!._id, who: whoOf(request) };
      const result = await changeRole(ctx.database.db, ctx.users.listedRole, id, role, by);
      if (result.matchedCount === 0) throw notFound(usersResource, id);
      return result;
    },
  });

  app.route({
    ...callRoute(usersResource, invitations),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return invited.list();
    },
  });

  app.route({
    ...callRoute(usersResource, invite),
    handler: async (request) =>
      invited.invite(request.body as Invite, { userId: request.caller!._id, who: whoOf(request) }),
  });

  app.route({
    ...callRoute(usersResource, withdrawInvitation),
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const deletedCount = await invited.withdraw(id, whoOf(request));
      if (deletedCount === 0) throw new HttpError(404, messages.notFound('invitation', id));
      return { acknowledged: true as const, deletedCount };
    },
  });
}
