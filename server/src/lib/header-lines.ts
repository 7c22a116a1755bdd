import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Header lines as Node's `writeHead` takes them: name, value, name, value… with names in lower case. */
export type HeaderLines = readonly string[];

declare module 'fastify' {
  interface FastifyReply {
    /** The API's common headers (helmet's, CORS's, the rate limit's) for this answer, one array per hook. */
    headerLines: HeaderLines[] | null;
  }
}

/**
 * The headers every answer of the API carries come from its own hooks (security headers, CORS, rate limit).
 * Each hook hands its lines over as one prebuilt array instead of setting them one by one on Fastify's
 * reply: a public read's 200 (`lib/resource.ts`) writes them all with the body in one `writeHead`
 * (`sendWithHeaderLines`), which costs the server a fraction of what twenty `reply.header` calls and
 * Node's walk over Fastify's header object did (`bench/api-lists.ts`). Every other answer, errors
 * included, gets them on Fastify's reply just before it is sent, under any header of the same name that
 * a route or plugin set itself (as when the hooks set them first and the route overwrote them).
 */
export const headerLinesPlugin = fp(async (app) => {
  app.decorateReply('headerLines', null);
  app.addHook('onSend', (_request, reply, payload, done) => {
    applyHeaderLines(reply);
    done(null, payload);
  });
});

/** Adds `lines` to the answer's common headers; `lines` must not change afterwards (it is not copied). */
export function addHeaderLines(reply: FastifyReply, lines: HeaderLines) {
  if (reply.headerLines) reply.headerLines.push(lines);
  else reply.headerLines = [lines];
}

function applyHeaderLines(reply: FastifyReply) {
  const groups = reply.headerLines;
  if (!groups) return;
  reply.headerLines = null;
  for (const lines of groups) {
    for (let i = 0; i < lines.length; i += 2) {
      if (!reply.hasHeader(lines[i]!)) reply.header(lines[i]!, lines[i + 1]);
    }
  }
}

/**
 * Answers with `body` at once, bypassing the rest of Fastify's reply (its onSend hooks): the common
 * headers, then `own`, which must hold content-type and content-length. Node leaves out the body of a
 * HEAD. Fastify still logs the answer and runs its onResponse hooks.
 */
export function sendWithHeaderLines(reply: FastifyReply, statusCode: number, own: HeaderLines, body: Buffer) {
  reply.hijack();
  reply.raw.writeHead(statusCode, takeHeaderLines(reply, own));
  reply.raw.end(body);
}

/**
 * The common header lines and then `own`, for an answer written on `reply.raw` (a hijacked reply). A
 * header that a hook or the route set on the reply itself is kept, and wins over a line of the same name,
 * as on every other answer.
 */
export function takeHeaderLines(reply: FastifyReply, own: HeaderLines): string[] {
  const groups = reply.headerLines;
  reply.headerLines = null;
  const lines = ([] as string[]).concat(...(groups ?? []), own);
  const set = reply.getHeaders();
  return Object.keys(set).length === 0 ? lines : withHeadersSet(lines, set);
}

function withHeadersSet(lines: string[], set: Record<string, number | string | string[] | undefined>) {
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i += 2) if (!Object.hasOwn(set, lines[i]!)) kept.push(lines[i]!, lines[i + 1]!);
  for (const [name, value] of Object.entries(set)) {
    for (const each of [value ?? []].flat()) kept.push(name, String(each));
  }
  return kept;
}
