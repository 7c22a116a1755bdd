import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-errors.ts';

/** An error whose status and sentence go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** An issue inside an invalid_union, as zod reports it. */
interface UnionIssue {
  code: string;
  path: PropertyKey[];
  message?: string;
  [key: string]: unknown;
}

const MEDIA_TYPE_ERRORS = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_ERR_CTP_INVALID_MEDIA_TYPE']);

/** One sentence per problem, each starting with the field's name, so a form can show it next to the field. */
export function describeIssue(issue: Issue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || (context === 'body' ? 'body' : (context ?? 'request'));
  const p = issue.params;
  switch (issue.keyword) {
    case 'unrecognized_keys': {
      const keys = (p.keys as string[]).map((key) => (path ? `${path}.${key}` : key));
      return `${keys.join(', ')} ${keys.length > 1 ? 'are not accepted fields' : 'is not an accepted field'}`;
    }
    case 'invalid_type': {
      // zod reports the received type only in its message ("… received undefined").
      const received = /received (\w+)$/.exec(issue.message ?? '')?.[1];
      if (received === 'undefined') return `${field} is required`;
      const expected = String(p.expected);
      if (expected === 'int') return `${field} must be a whole number`;
      return `${field} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
    }
    case 'too_big':
      return `${field} must be at most ${String(p.maximum)}${unit(p.origin)}`;
    case 'too_small':
      return issue.message === 'is required'
        ? `${field} is required`
        : `${field} must be at least ${String(p.minimum)}${unit(p.origin)}`;
    case 'invalid_union': {
      // '' | e-mail and the like: the branch that took the value's type says what is wrong with it.
      const branch = (p.errors as UnionIssue[][] | undefined)?.find(
        (issues) => issues[0] && !issues.every((i) => i.code === 'invalid_type' || i.code === 'invalid_value'),
      );
      if (!branch?.[0]) return `${field} is invalid`;
      const { code, path: inner, message, ...params } = branch[0];
      const sub = inner.map(String).join('/');
      return describeIssue(
        { keyword: code, instancePath: sub ? `${issue.instancePath}/${sub}` : issue.instancePath, message, params },
        context,
      );
    }
    default:
      return `${field} ${issue.message ?? 'is invalid'}`;
  }
}

function unit(origin: unknown) {
  if (origin === 'string') return ' characters';
  if (origin === 'array') return ' items';
  return '';
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What the log keeps of a failure: each error's class, code, message and stack frames, never the
 * request's data. drizzle's "Failed query" message ends in the query's parameters (a body's text, an
 * e-mail): the query is kept, the parameters are not. PostgreSQL quotes a refused value after a colon
 * ('invalid input syntax for type integer: "…"'): that part is cut, and row values in `detail`
 * ("Key (email)=(…)") are left out.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const entry: Record<string, unknown> = { type: error.constructor.name };
  const code = fields.code;
  if (typeof code === 'string' || typeof code === 'number') entry.code = code;
  if (typeof code === 'string' && SQLSTATE.test(code)) {
    // A driver's error (PGlite's also carries the query's parameters): named fields only.
    entry.message = error.message.split(': ')[0];
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      if (typeof fields[key] === 'string') entry[key] = fields[key];
    }
  } else if (error instanceof DrizzleQueryError) {
    entry.message = 'Failed query';
    entry.query = error.query;
  } else {
    entry.message = error.message.slice(0, 500);
  }
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) entry.stack = frames.map((line) => line.trim()).join('\n');
  if (error.cause !== undefined && depth < 3) entry.cause = loggableError(error.cause, depth + 1);
  return entry;
}

/** Errors the router raises before any route runs (a malformed URL, an over-long parameter), in the same shape. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode ?? 400;
  void reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: error.message });
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode ?? 500;
    let message = error.message;
    if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      message = error.validation
        .slice(0, 5)
        .map((issue) => describeIssue(issue as Issue, error.validationContext))
        .join('; ');
    } else if (error.code && MEDIA_TYPE_ERRORS.has(error.code)) {
      statusCode = 415;
      const takesFiles = request.routeOptions.schema?.consumes?.includes('multipart/form-data');
      message = takesFiles
        ? 'send the file as multipart/form-data in a field named file'
        : 'send the body as JSON (Content-Type: application/json)';
    } else if (isDatabaseUnavailable(error)) {
      // A restart or an outage, not a bug: 503 tells clients and load balancers to retry.
      statusCode = 503;
      message = DATABASE_UNAVAILABLE_MESSAGE;
      request.log.warn({ failure: loggableError(error) }, 'Database unavailable');
      void reply.header('retry-after', '5');
    } else if (statusCode >= 500) {
      request.log.error({ failure: loggableError(error) }, 'Request failed');
      message = 'Something went wrong on the server; please try again.';
    }
    return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` }),
  );
}
