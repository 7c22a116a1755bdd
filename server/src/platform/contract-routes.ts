import type { CallContract, ResourceContract } from '@texbridge/shared/resources/define';
import { messages } from '@texbridge/shared/api/messages';
import { errorBody } from '@texbridge/shared/schemas/common';
import { z } from 'zod';
import { HttpError } from './errors.ts';

/* What every room's routes are made of: a contract's call as route options, the error answers, the 404. */

export const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The error statuses of a call: 400, 401, 403 and 404, and those its contract adds. */
const failuresOf = (extra: readonly number[] = []) => ({
  ...failures,
  ...Object.fromEntries(extra.map((status) => [status, errorBody])),
});

/** The 404 of an unknown id, in the API's one sentence. */
export const notFound = (contract: Pick<ResourceContract, 'noun'>, id: string) =>
  new HttpError(404, messages.notFound(contract.noun, id));

/** The keys of a record schema (a zod object), for the store's hidden columns the record shows. */
export const keysOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];

/**
 * A call of a contract beside its list, detail, add, edit and delete (promoting a user), as route options:
 * method, path, access, summary, parameters, body and answers all from the contract. The caller adds the handler.
 */
export function callRoute<C extends CallContract>(contract: Pick<ResourceContract, 'name'>, call: C) {
  const schema = {
    tags: [contract.name],
    summary: call.summary,
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: { 200: call.response, ...failuresOf(call.failures) },
  };
  return {
    method: call.method,
    url: call.path,
    config: { access: call.access },
    schema: schema as typeof schema & {
      params: C['params'];
      querystring: C['query'];
      body: C['body'];
      response: { 200: C['response'] };
    },
  };
}
