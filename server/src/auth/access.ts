import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@texbridge/shared/api/messages';
import { HttpError } from '../platform/errors.ts';
import type { UserRow, Users } from './users.ts';
import { UPLOADS_PREFIX } from '../media/uploaded-files.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** What a route demands of its caller. Every route declares one; a route without one stops start-up. */
type Access = 'public' | 'signed-in' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
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

export const accessControl = fp<{ verifier: TokenVerifier; users: Users }>(
  async (app: FastifyInstance, { verifier, users }) => {
    app.decorateRequest('caller', null);

    /** The check of a route that is not public: the token verified, the caller's row, the admin rule. */
    const check = async (request: FastifyRequest) => {
      const access = request.routeOptions.config.access;
      const token = bearer(request);
      // A disabled or signed-out admin must lose personal data (users, enquiries) at once, not when the
      // token expires; the round trip to Firebase is paid on admin routes only.
      const checkRevoked = access === 'admin';
      let identity;
      try {
        identity = await verifier.verify(token, checkRevoked);
      } catch {
        throw new HttpError(401, messages.badToken);
      }
      if (!identity.email) throw new HttpError(401, messages.noEmail);
      request.caller = await users.sync({ ...identity, email: identity.email });
      if (access === 'admin' && request.caller.role !== 'admin') {
        throw new HttpError(403, messages.notAdmin);
      }
    };

    // The check is a hook of each route that needs it, so public reads (the hot path) run none. It goes
    // first among the route's own hooks, as a global hook ran before them: before the rate limit's.
    app.addHook('onRoute', (route) => {
      if (route.config?.access) {
        if (route.config.access !== 'public') {
          route.schema = { ...route.schema, security: [{ firebase: [] }] };
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
