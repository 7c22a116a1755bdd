import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuery } from '@texbridge/shared/schemas/common';
import { validatorWithEmptyQueryOnce } from '../src/platform/validator-compiler.ts';

const compile = (schema: z.ZodType, httpPart = 'querystring') =>
  validatorWithEmptyQueryOnce({ schema, httpPart, method: 'GET', url: '/products' }) as (data: unknown) => {
    value?: unknown;
    error?: unknown;
  };

describe('the validator compiler', () => {
  it('answers every request without a query with an object of its own, as a parse would', () => {
    const validate = compile(pageQuery);
    const first = validate({});
    const second = validate(Object.create(null));
    expect(first).toEqual({ value: {} });
    expect(second).toEqual({ value: {} });
    expect(first.value).not.toBe(second.value);
  });

  it('keeps defaults of an empty query, each request with its own copy', () => {
    const validate = compile(z.object({ page: z.coerce.number().default(1), sort: z.string().default('new') }));
    const first = validate({});
    expect(first).toEqual({ value: { page: 1, sort: 'new' } });
    (first.value as { page: number }).page = 7;
    expect(validate({})).toEqual({ value: { page: 1, sort: 'new' } });
  });

  it('still parses and refuses a query that says something', () => {
    const validate = compile(pageQuery);
    expect(validate({ page: '2' })).toEqual({ value: { page: 2 } });
    expect(validate({ limit: '0' }).error).toBeDefined();
    expect(validate(null).error).toBeDefined();
  });

  it('refuses an empty query per request when the route requires a field, and copies no object defaults', () => {
    const required = compile(z.object({ q: z.string() }));
    const refusals = [required({}).error, required({}).error];
    expect(refusals[0]).toBeDefined();
    // Fastify decorates the error it is given: each request gets a new one.
    expect(refusals[0]).not.toBe(refusals[1]);
    const withList = compile(z.object({ tags: z.array(z.string()).default([]) }));
    const [one, two] = [withList({}).value, withList({}).value] as { tags: string[] }[];
    expect(one).toEqual({ tags: [] });
    expect(one!.tags).not.toBe(two!.tags);
  });

  it('validates bodies and params as the zod compiler does', () => {
    const validate = compile(z.object({ title: z.string() }), 'body');
    expect(validate({}).error).toBeDefined();
    expect(validate({ title: 'Yarn' })).toEqual({ value: { title: 'Yarn' } });
  });
});
