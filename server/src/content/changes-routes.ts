import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { RENDER_TOKEN_CHECK_PATH } from '@texbridge/shared/api/render-server';
import { resources } from '@texbridge/shared/resources/index';
import type { AppContext } from '../app-context.ts';
import { renderServerCheck } from '../platform/render-token.ts';
import { clientKey } from '../platform/plugins/rate-limit.ts';

/** Open streams allowed at once: render servers need one each. */
const MAX_STREAMS = 64;
/** Open streams from one address: a render server and its restart, not a whole pool. */
const MAX_STREAMS_PER_ADDRESS = 4;
/** A comment line this often, so idle proxies keep the stream open and readers notice a dead one. */
const HEARTBEAT_MS = 15_000;
/**
 * Only writes to what the public site shows are told: a change to users or enquiries alters no
 * page, and would tell a listener when enquiries arrive and are handled.
 */
const PUBLIC_RESOURCES = new Set<string>(
  resources.filter((resource) => resource.list.access === 'public').map((resource) => resource.name),
);

const refusal = (statusCode: number, error: string, message: string) => ({ statusCode, error, message });

/**
 * `GET /changes`: a server-sent event stream for the public site's render server, which drops its
 * rendered pages at once, so that an edit saved in the dashboard is on the site's next page view
 * rather than after the page cache's second. One `change` event (data: the resource) per committed
 * write to public content that this instance hears of, its own or, on PostgreSQL, another
 * instance's; a delete sends a `delete` event (data: the resource) too, for the pages the render
 * server keeps as stand-ins during an outage. Only the render server's token opens it.
 *
 * `GET /render-token`: whether the API recognises the token a render server holds, which the render
 * server asks at start rather than finding out from its first 429.
 */
export async function changeRoutes(app: FastifyInstance, { cache, config }: AppContext) {
  const isRenderServer = renderServerCheck(config.renderToken);
  const streams = new Set<() => void>();
  const perAddress = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    RENDER_TOKEN_CHECK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: "Whether the render server's token (X-Render-Token) is this API's RENDER_TOKEN",
        description: '204 when it is; 403 when it is missing, wrong, or the API has no RENDER_TOKEN.',
      },
    },
    async (request, reply) => {
      if (isRenderServer(request)) return reply.code(204).send();
      return reply.code(403).send(refusal(403, 'Forbidden', 'This is not the RENDER_TOKEN the API was started with.'));
    },
  );

  app.get(
    '/changes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Server-sent events for the render server: one `change` event per committed write to public content (data: the resource name), and a `delete` event for a delete',
        description:
          "Needs the render server's X-Render-Token (401 without it). Opens with a `ready` event; a comment line every 15 s keeps it alive. 503 when too many streams are open, in all or from one address.",
      },
    },
    async (request, reply) => {
      if (!isRenderServer(request)) {
        return reply
          .code(401)
          .send(
            refusal(401, 'Unauthorized', "Only the site's render server may follow changes, with its X-Render-Token."),
          );
      }
      const address = clientKey(request.ip);
      const fromAddress = perAddress.get(address) ?? 0;
      if (streams.size >= MAX_STREAMS || fromAddress >= MAX_STREAMS_PER_ADDRESS) {
        return reply
          .code(503)
          .header('retry-after', '30')
          .send(refusal(503, 'Service Unavailable', 'Too many change streams are open; try again later.'));
      }
      perAddress.set(address, fromAddress + 1);
      reply.hijack();
      const raw = reply.raw;
      // A stream is never sent whole, so it is written on the raw response, past reply.send: the headers
      // the plugins' hooks set so far (helmet's, CORS's, the rate limit's), then the stream's own.
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold events back in its buffer.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('event: ready\ndata: \n\n');
      const unwatch = cache.watch((resource, kind) => {
        if (!PUBLIC_RESOURCES.has(resource)) return;
        // `change` last: a render server that knows no `delete` still drops its pages on it.
        if (kind === 'delete') raw.write(`event: delete\ndata: ${resource}\n\n`);
        raw.write(`event: change\ndata: ${resource}\n\n`);
      });
      const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(heartbeat);
        unwatch();
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
        raw.end();
      };
      streams.add(end);
      raw.on('close', end);
    },
  );
}
