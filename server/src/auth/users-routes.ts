import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@texbridge/shared/api/messages';
import { usersResource } from '@texbridge/shared/resources/users';
import { deleteResult, errorBody, idParams } from '@texbridge/shared/schemas/common';
import type { AppContext } from '../app-context.ts';
import { users as usersTable } from '../platform/database/schema.ts';
import { eq, inArray } from 'drizzle-orm';
import { canOf } from '@texbridge/shared/auth/permissions';
import { INBOX_STAFF } from '@texbridge/shared/auth/roles';
import { HttpError } from '../platform/errors.ts';
import { logActivity, whoOf } from '../history/history.ts';
import { callRoute, notFound } from '../platform/contract-routes.ts';
import { registerResource } from '../content/resource.ts';

const failures = { 401: errorBody, 403: errorBody, 404: errorBody };

export async function userRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const { users } = ctx;
  const { promote, adminCheck, me, assignees } = usersResource.calls;
  // The list; the guarded delete is below, with its rules.
  registerResource(fastify, ctx, usersResource, usersTable);

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const emailOf = async (id: string) =>
    (await ctx.database.db.select({ email: usersTable.email }).from(usersTable).where(eq(usersTable._id, id)))[0]
      ?.email;
  /** A user's line in the activity log (docs/history.md), named by the account's e-mail. */
  const logUserAction = async (action: 'make-admin', id: string, request: FastifyRequest) =>
    logActivity(ctx.database.db, whoOf(request), {
      action,
      resource: usersResource.name,
      recordId: id,
      title: (await emailOf(id)) ?? id,
    });

  app.route({
    ...callRoute(usersResource, promote),
    handler: async (request) => {
      const { id } = request.params as { id: string };
      const result = await users.makeAdmin(id, `user:${request.caller!._id}`);
      if (result.matchedCount === 0) throw notFound(usersResource, id);
      if (result.modifiedCount > 0) await logUserAction('make-admin', id, request);
      return { acknowledged: true as const, ...result };
    },
  });

  app.delete(
    usersResource.remove!.path,
    {
      config: { access: usersResource.remove!.access },
      schema: {
        tags: [usersResource.name],
        summary: 'Delete a user (never yourself, never the last admin)',
        params: idParams,
        response: { 200: deleteResult, ...failures, 409: errorBody },
      },
    },
    async (request) => {
      const email = await emailOf(request.params.id);
      const deletedCount = await users.removeGuarded(request.params.id, request.caller!._id);
      if (deletedCount === 0) throw notFound(usersResource, request.params.id);
      // A user's delete stays a real delete (docs/history.md); the log keeps who it was.
      await logActivity(ctx.database.db, whoOf(request), {
        action: 'delete',
        resource: usersResource.name,
        recordId: request.params.id,
        title: email ?? request.params.id,
      });
      return { acknowledged: true as const, deletedCount };
    },
  );

  app.route({
    ...callRoute(usersResource, adminCheck),
    handler: async (request, reply) => {
      const caller = request.caller!;
      const email = (request.params as { email: string }).email.toLowerCase();
      reply.header('cache-control', 'private, no-store');
      if (email === caller.email) return { isAdmin: caller.role === 'admin' };
      if (caller.role !== 'admin') throw new HttpError(403, messages.ownEmailOnly);
      return { isAdmin: (await users.findByEmail(email))?.role === 'admin' };
    },
  });

  app.route({
    ...callRoute(usersResource, me),
    handler: async (request, reply) => {
      // Read afresh on every request (access.ts): a role given or taken away shows on the next one.
      const { _id, email, displayName, role } = request.caller!;
      reply.header('cache-control', 'private, no-store');
      return { _id, email, displayName, role, can: canOf(role) };
    },
  });

  app.route({
    ...callRoute(usersResource, assignees),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await ctx.database.db
        .select({ email: usersTable.email, displayName: usersTable.displayName, role: usersTable.role })
        .from(usersTable)
        .where(inArray(usersTable.role, [...INBOX_STAFF]))
        .orderBy(usersTable.email);
      return rows as { email: string; displayName: string | null; role: (typeof INBOX_STAFF)[number] }[];
    },
  });
}
