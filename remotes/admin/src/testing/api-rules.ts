import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { TEST_TOKEN } from './constants.ts';
import { requests } from './db.ts';

/**
 * The rules every call of the real API follows (README "The API"; server/src/lib/errors.ts and
 * server/src/auth/access.ts), for the MSW handlers: the error shape and its sentences, access, and
 * the log of what was sent.
 */

/** The API's error shape: JSON { statusCode, error, message }. */
export const apiError = (statusCode: number, error: string, message: string) =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });

export const notFound = (noun: string, id: unknown) => apiError(404, 'Not Found', `No ${noun} with id ${String(id)}.`);

/** Who may call a route: anyone, or the signed-in admin (the test token). */
export type Access = 'public' | 'signed-in' | 'admin';

/** The 401 the server answers when a signed-in call has no token or a wrong one; null when it may go on. */
export function refused(request: Request, access: Access) {
  if (access === 'public') return null;
  const header = request.headers.get('authorization');
  if (!header?.startsWith('Bearer ')) {
    return apiError(401, 'Unauthorized', 'Sign in first: send Authorization: Bearer <Firebase ID token>.');
  }
  if (header !== `Bearer ${TEST_TOKEN}`) {
    return apiError(401, 'Unauthorized', 'The sign-in token is invalid, expired or revoked; sign in again.');
  }
  return null;
}

/** Records a request in `requests`: the query string only when there is one, the body only when one was sent. */
export function log(request: Request, body?: unknown) {
  const url = new URL(request.url);
  requests.push({
    method: request.method,
    path: url.pathname,
    ...(url.search ? { search: url.search } : {}),
    authorization: request.headers.get('authorization'),
    ...(body === undefined ? {} : { body }),
  });
}

/** Reads a JSON body as Fastify does: nothing sent is `undefined`; an empty or broken JSON body is a 400. */
export async function readJson(request: Request): Promise<{ body: unknown; problem?: Response }> {
  const text = await request.text();
  const json = /^application\/json/i.test(request.headers.get('content-type') ?? '');
  if (text === '') {
    if (!json) return { body: undefined };
    const message = "Body cannot be empty when content-type is set to 'application/json'";
    return { body: undefined, problem: apiError(400, 'Bad Request', message) };
  }
  if (!json) {
    return {
      body: text,
      problem: apiError(415, 'Unsupported Media Type', 'send the body as JSON (Content-Type: application/json)'),
    };
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    const message = "Body is not valid JSON but content-type is set to 'application/json'";
    return { body: text, problem: apiError(400, 'Bad Request', message) };
  }
}

const unit = (origin: unknown) => (origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '');

/** The server's sentence for one zod issue, starting with the field (server/src/lib/errors.ts describeIssue). */
function describeIssue(issue: z.core.$ZodIssue, context: 'body' | 'querystring') {
  const path = issue.path.join('.');
  const field = path || context;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => (path ? `${path}.${key}` : key));
      return `${keys.join(', ')} ${keys.length > 1 ? 'are not accepted fields' : 'is not an accepted field'}`;
    }
    case 'invalid_type': {
      if (/received undefined$/.test(issue.message)) return `${field} is required`;
      if (issue.expected === 'int') return `${field} must be a whole number`;
      return `${field} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`;
    }
    case 'too_big':
      return `${field} must be at most ${String(issue.maximum)}${unit(issue.origin)}`;
    case 'too_small':
      return issue.message === 'is required'
        ? `${field} is required`
        : `${field} must be at least ${String(issue.minimum)}${unit(issue.origin)}`;
    default:
      return `${field} ${issue.message}`;
  }
}

/** Validates like the server: the strict shared schema, then up to five sentences joined by '; '. */
export function check<T>(
  schema: z.ZodType<T>,
  input: unknown,
  context: 'body' | 'querystring' = 'body',
): { data: T } | { response: Response } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data };
  const message = parsed.error.issues
    .slice(0, 5)
    .map((issue) => describeIssue(issue, context))
    .join('; ');
  return { response: apiError(400, 'Bad Request', message) };
}
