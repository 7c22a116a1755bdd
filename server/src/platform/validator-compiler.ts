import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** What the zod compiler's validators return: they are synchronous. */
type Result = { value: unknown } | { error: unknown };

/**
 * fastify-type-provider-zod's validator, except that a request without a query string is checked once
 * per route, when the route is built. Most public reads carry none (the site asks for whole lists), and
 * zod parsing `{}` on each of them cost the cached list path over 1% of its speed (+1.6% and +1.7% of its
 * req/s without it, in two same-run comparisons under wrk; docs/performance.md, "Speed of the list path"). Each
 * request still gets a query object of its own, as a parse would give it.
 */
export const validatorWithEmptyQueryOnce: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (
  route,
) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const empty = validate({}) as Result;
  // A query that must name something is refused per request: Fastify decorates the error it is given.
  if (!('value' in empty) || !isFlat(empty.value)) return validate;
  const accepted = empty.value;
  return (data: unknown) => (isEmpty(data) ? { value: { ...accepted } } : validate(data));
};

/** An object without properties: what Fastify gives for a URL without a query string. */
function isEmpty(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  for (const _key in data) return false;
  return true;
}

/** Whether a copy of its own properties is a copy of all of it (no defaults that are objects or arrays). */
function isFlat(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((field) => typeof field !== 'object' || field === null)
  );
}
