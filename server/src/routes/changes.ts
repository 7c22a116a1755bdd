import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { takeHeaderLines } from '../lib/header-lines.ts';

/** Open streams allowed at once: render servers need one each; the cap keeps strangers from hoarding sockets. */
const MAX_STREAMS = 64;
/** A comment line this often, so idle proxies keep the stream open and readers notice a dead one. */
const HEARTBEAT_MS = 15_000;

/**
 * `GET /changes`: a server-sent event stream with one `change` event (data: the resource) per
 * committed write this instance hears of, its own or, on PostgreSQL, another instance's. The
 * public site's render server listens here and drops its rendered pages at once, so an edit saved
 * in the dashboard is on the site's next page view rather than after the page cache's second.
 */
export async function changeRoutes(app: FastifyInstance, { cache }: AppContext) {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.get(
    '/changes',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Server-sent events: one `change` event per committed write (data: the resource name)',
        description:
          'Opens with a `ready` event; a comment line every 15 s keeps it alive. 503 when too many streams are open.',
      },
    },
    async (_request, reply) => {
      if (streams.size >= MAX_STREAMS) {
        return reply.code(503).header('retry-after', '30').send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Too many change streams are open; try again later.',
        });
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(
        200,
        takeHeaderLines(reply, [
          'content-type',
          'text/event-stream; charset=utf-8',
          'cache-control',
          'no-store',
          // nginx would otherwise hold events back in its buffer.
          'x-accel-buffering',
          'no',
          'connection',
          'keep-alive',
        ]),
      );
      raw.write('event: ready\ndata: \n\n');
      const unwatch = cache.watch((resource) => raw.write(`event: change\ndata: ${resource}\n\n`));
      const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unwatch();
        streams.delete(end);
        raw.end();
      };
      streams.add(end);
      raw.on('close', end);
    },
  );
}
