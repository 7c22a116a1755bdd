import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@texbridge/shared/api/messages';
import { admits, isStaffAccess, orList, type Access } from '@texbridge/shared/auth/roles';
import { HttpError } from '../platform/errors.ts';
import type { Refusals } from '../platform/refusals.ts';
import type { UserRow, Users } from './users.ts';
import { UPLOADS_PREFIX } from '../media/uploaded-files.ts';
import type { TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route demands of its caller (shared/src/auth/roles.ts). Every route declares one, or start-up stops. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller's user row; null on public routes. */
    caller: UserRow | null;
  }
}

/** Routes added by plugins (documentation, uploaded files) are public reads. */
const PLUGIN_PREFIXES = ['/docs', UPLOADS_PREFIX];

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, messages.noToken);
  return match[1]!;
}

/** What the OpenAPI document says of a staff route: the roles it admits, as the contract declares them. */
const rolesNote = (access: Access) =>
  isStaffAccess(access) ? `Roles: ${orList([...access])}.` : 'Any signed-in account.';

export const accessControl = fp<{ verifier: TokenVerifier; users: Users; refusals: Refusals }>(
  async (app: FastifyInstance, { verifier, users, refusals }) => {
    app.decorateRequest('caller', null);

    /**
     * The check of a route that is not public: the token verified, the caller's row read afresh (so a role
     * given or taken away counts from the caller's next request, docs/security.md "Roles"), the role rule.
     */
    const check = async (request: FastifyRequest) => {
      const access = request.routeOptions.config.access!;
      const token = bearer(request);
      // A disabled or signed-out member of staff must lose personal data (users, enquiries) at once, not when
      // the token expires; the round trip to Firebase is paid on staff routes only.
      const checkRevoked = isStaffAccess(access);
      let identity;
      try {
        identity = await verifier.verify(token, checkRevoked);
      } catch {
        throw new HttpError(401, messages.badToken);
      }
      if (!identity.email) throw new HttpError(401, messages.noEmail);
      request.caller = await users.sync({ ...identity, email: identity.email });
      if (isStaffAccess(access) && !admits(access, request.caller.role)) {
        throw new HttpError(403, messages.forbidden(access));
      }
    };

    // A refusal changes nothing and is logged nowhere but in this count (/healthz, docs/security.md).
    app.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode === 401 || reply.statusCode === 403) refusals.count(reply.statusCode);
    });

    // The check is a hook of each route that needs it, so public reads (the hot path) run none. It goes
    // first among the route's own hooks, as a global hook ran before them: before the rate limit's.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access) {
        if (access !== 'public') {
          const note = rolesNote(access);
          const description = route.schema?.description;
          route.schema = {
            ...route.schema,
            security: [{ firebase: [] }],
            description: description?.includes(note) ? description : [description, note].filter(Boolean).join(' '),
          };
          // A GET's HEAD twin is built from the GET's options, which may already hold the check.
          const hooks = [route.onRequest ?? []].flat();
          if (!hooks.includes(check)) route.onRequest = [check, ...hooks];
        }
        return;
      }
      const methods = [route.method].flat();
      const readOnly = methods.every((method) => method === 'GET' || method === 'HEAD');
      if (readOnly && PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      if (methods.every((method) => method === 'OPTIONS')) return;
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule.`);
    });
  },
);
