import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { describeIssues, type ValidationIssue } from '@texbridge/shared/api/describe-issue';
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

const MEDIA_TYPE_ERRORS = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_ERR_CTP_INVALID_MEDIA_TYPE']);

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What the log keeps of a failure: each error's class, code, message and stack frames, never the
 * request's data. drizzle's "Failed query" message ends in the query's parameters (a body's text, an
 * e-mail): the query is kept, the parameters are not. PostgreSQL quotes a refused value after a colon
 * ('invalid input syntax for type integer: "…"'): that part is cut, and row values in `detail`
 * ("Key (email)=(…)") are left out.
 */
function loggableError(error: unknown, depth = 0): Record<string, unknown> {
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
      // One sentence per problem, each starting with the field's name (the same words as the tests' fake API).
      message = describeIssues(error.validation as ValidationIssue[], error.validationContext);
    } else if (error.code && MEDIA_TYPE_ERRORS.has(error.code)) {
      statusCode = 415;
      const takesFiles = request.routeOptions.schema?.consumes?.includes('multipart/form-data');
      message = takesFiles
        ? 'send the file as multipart/form-data in a field named file'
        : 'send the body as JSON (Content-Type: application/json)';
    } else if (error instanceof HttpError && statusCode === 503) {
      // A service the API relies on is out of reach (the image store): its own sentence, and a retry.
      request.log.warn({ failure: loggableError(error) }, message);
      void reply.header('retry-after', '30');
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
