import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteResult, errorBody, idParams, updateResult } from '@texbridge/shared/schemas/common';
import { adminCheck, adminCheckParams, user, type User } from '@texbridge/shared/resources/users';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../lib/errors.ts';
import { registerResource } from '../lib/resource.ts';

const failures = { 401: errorBody, 403: errorBody, 404: errorBody };

export async function userRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const { users } = ctx;
  registerResource<User>(fastify, ctx, {
    name: 'users',
    noun: 'user',
    store: users,
    record: user,
    list: { paths: ['/users'], access: 'admin', fields: ['_id', 'displayName', 'email', 'role'] },
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Make a user admin (no body)',
        params: idParams,
        response: { 200: updateResult, ...failures },
      },
    },
    async (request) => {
      const result = await users.makeAdmin(request.params.id, `user:${request.caller!._id}`);
      if (result.matchedCount === 0) throw new HttpError(404, `No user with id ${request.params.id}.`);
      return { acknowledged: true as const, ...result };
    },
  );

  app.delete(
    '/delete-users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Delete a user (never yourself, never the last admin)',
        params: idParams,
        response: { 200: deleteResult, ...failures, 409: errorBody },
      },
    },
    async (request) => {
      const deletedCount = await users.removeGuarded(request.params.id, request.caller!._id);
      if (deletedCount === 0) throw new HttpError(404, `No user with id ${request.params.id}.`);
      return { acknowledged: true as const, deletedCount };
    },
  );

  app.get(
    '/admin/:email',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: "Whether an e-mail belongs to an admin: your own, or anyone's when you are an admin",
        params: adminCheckParams,
        response: { 200: adminCheck, ...failures },
      },
    },
    async (request, reply) => {
      const caller = request.caller!;
      const email = request.params.email.toLowerCase();
      reply.header('cache-control', 'private, no-store');
      if (email === caller.email) return { isAdmin: caller.role === 'admin' };
      if (caller.role !== 'admin') throw new HttpError(403, 'You may only ask about your own e-mail address.');
      return { isAdmin: (await users.findByEmail(email))?.role === 'admin' };
    },
  );
}
