import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_ADDRESS_HEADER } from '@texbridge/shared/api/render-server';
import type { RuntimeConfig } from '@texbridge/shared/config/runtime-config';
import type { RenderLimit } from './render-limit.ts';
import { messagePage, type RenderResult } from './template.ts';

// What the site's plain (no-JavaScript) form posts share: the checks every post passes first, forwarding
// to the API, and the HTML answer (form-posts.ts for the enquiry forms, quote-posts.ts for /quote).

export const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

export type ApiAnswer =
  { ok: true; answer: unknown } | { ok: false; status: number; message: string; retryAfter: string | null };

/**
 * A plain post forwarded to the API: JSON, or multipart (a FormData) when it carries files. With the render
 * token (in `fetch`) and the visitor's address (`visitor`, as this server reads it: X-Forwarded-For only from
 * TRUST_PROXY). The API believes the address only beside the token, and holds that visitor, not this
 * server, to its limits: without JavaScript, each visitor has the allowance a visitor with JavaScript has,
 * and one cannot use up everyone's. A refusal is the API's status and sentence; status 0 means the API
 * could not be reached.
 */
export async function postToApi(
  doFetch: typeof globalThis.fetch,
  url: string,
  { body, visitor, log }: { body: string | FormData; visitor: string; log: FastifyBaseLogger },
): Promise<ApiAnswer> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        [VISITOR_ADDRESS_HEADER]: visitor,
      },
      body,
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (response.ok) return { ok: true, answer };
    const message = typeof answer.message === 'string' ? answer.message : response.statusText;
    return { ok: false, status: response.status, message, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    log.error(`a form post could not be forwarded: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 0, message: '', retryAfter: null };
  }
}

/**
 * What every plain post is checked for first: true when it has answered the post itself (refused it). A
 * boolean, not the reply: a Fastify reply is a thenable, which an async function's promise would adopt.
 */
export type PostGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** What a post turned away for the render allowance is told. */
const POST_TOO_MANY = {
  heading: 'Your message was not sent',
  text: 'Too many pages at once. Please wait a minute and send it again.',
};

/**
 * A page rendered for one visitor alone (a confirmation, a refused post's page) is never cached, so it
 * counts as one of the client's renders: past the allowance, a 429 page that says `refusal`. True when it
 * has answered.
 */
export function renderGuard(
  config: RuntimeConfig,
  renderLimit: RenderLimit | undefined,
  refusal = { heading: 'Too many pages at once', text: 'Please wait a moment and try again.' },
): PostGuard {
  return async (request, reply) => {
    const allowance = await renderLimit?.(request);
    if (allowance && !allowance.allowed) {
      html(
        reply.header('retry-after', String(allowance.retryAfterSeconds)),
        429,
        messagePage(config.siteName, refusal.heading, refusal.text),
      );
      return true;
    }
    return false;
  };
}

/**
 * A post must come from a page of this site and stay within the client's render allowance. Its Origin (or,
 * from a browser that sends none, its Referer) is the site's: other sites must not post through this
 * server, which the API cannot tell from the site itself. A post counts as one render (it costs an API
 * call and, when refused, a render no cache spares), so posting does not get past the cap.
 */
export function postGuard(config: RuntimeConfig, renderLimit: RenderLimit | undefined): PostGuard {
  const siteOrigin = config.siteUrl ? new URL(config.siteUrl).origin : undefined;
  function fromThisSite(request: FastifyRequest): boolean {
    const { origin, referer } = request.headers;
    let from: URL;
    try {
      from = new URL(origin && origin !== 'null' ? origin : (referer ?? ''));
    } catch {
      return false;
    }
    // Without SITE_URL (a local run), the host the post was sent to.
    return siteOrigin ? from.origin === siteOrigin : from.host === request.headers.host;
  }
  const withinLimit = renderGuard(config, renderLimit, POST_TOO_MANY);
  return async (request, reply) => {
    if (!fromThisSite(request)) {
      html(
        reply,
        403,
        messagePage(
          config.siteName,
          'Your message was not sent',
          `It came from another site. To write to us, use the form on ${siteOrigin ?? 'our site'} itself.`,
        ),
      );
      return true;
    }
    return withinLimit(request, reply);
  };
}

/**
 * A confirmation page (/quote/sent, /message-sent): a page of the site like any other, rendered with what
 * this visitor sent, never cached. What was sent is stored whatever happens here: if the page cannot be
 * rendered, a plain page still says so.
 */
export async function answerSent(
  reply: FastifyReply,
  {
    url,
    render,
    page,
    siteName,
    heading,
    text,
  }: {
    url: string;
    render: () => Promise<RenderResult>;
    page: (result: RenderResult) => string;
    siteName: string;
    heading: string;
    /** What the plain page says instead. */
    text: string;
  },
) {
  try {
    const result = await render();
    return html(reply, result.status, page(result));
  } catch (error) {
    reply.log.error({ url }, `render failed: ${error instanceof Error ? error.message : String(error)}`);
    return html(reply, 200, messagePage(siteName, heading, text));
  }
}

/**
 * The page again around a refused post, with the API's status: its refusal (400, 413, 429…) is the
 * answer's, its own failure (or none reached) ours to report as a 503. If the page cannot be rendered
 * either, a message page says the post was not sent.
 */
export async function answerRefused(
  reply: FastifyReply,
  {
    url,
    status,
    render,
    page,
    siteName,
    heading,
  }: {
    url: string;
    status: number;
    render: () => Promise<RenderResult>;
    page: (result: RenderResult) => string;
    siteName: string;
    /** "Your message was not sent", or the like. */
    heading: string;
  },
) {
  try {
    const result = await render();
    const refused = status >= 400 && status < 500 ? status : 503;
    return html(reply, result.status === 404 ? 404 : refused, page(result));
  } catch (error) {
    reply.log.error({ url }, `render failed: ${error instanceof Error ? error.message : String(error)}`);
    return html(reply, 503, messagePage(siteName, heading, 'We cannot reach the site right now. Please try again.'));
  }
}
