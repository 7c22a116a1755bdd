import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productCreate } from '../resources/products.ts';
import { contactCreate } from '../resources/contacts.ts';
import { pageQuery } from '../schemas/common.ts';
import { describeIssues, toValidationIssue } from './describe-issue.ts';

/** What the server answers for a body (or query) a schema refuses: the first five sentences. */
const sentence = (schema: z.ZodType, input: unknown, context = 'body') => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('the input was accepted');
  return describeIssues(parsed.error.issues.map(toValidationIssue), context);
};

describe('describeIssue', () => {
  it('names each field, and stops after five problems', () => {
    expect(sentence(productCreate, { title: '' })).toBe(
      'title is required; desc is required; endUse is required; background is required; category must be one of fibres, yarn, fabrics, dyes, garments, other',
    );
  });

  it('names unknown fields, lengths, whole numbers and nested fields', () => {
    expect(sentence(z.strictObject({}), { a: 1, b: 2 })).toBe('a, b are not accepted fields');
    expect(sentence(z.strictObject({ t: z.string().max(3) }), { t: 'long' })).toBe('t must be at most 3 characters');
    expect(sentence(z.strictObject({ n: z.int() }), { n: 1.5 })).toBe('n must be a whole number');
    expect(sentence(z.strictObject({ s: z.string() }), { s: 1 })).toBe('s must be a string');
    expect(sentence(pageQuery, { limit: '0' }, 'querystring')).toBe('limit must be at least 1');
    expect(sentence(z.strictObject({}), undefined)).toBe('body is required');
  });

  it("uses a size rule's own words when the schema gives some, and names an enum's values", () => {
    const line = z.strictObject({ quantity: z.number().positive('must be more than 0') });
    const lines = z.strictObject({ lines: z.array(line).min(1, 'must name at least one product') });
    expect(sentence(lines, { lines: [{ quantity: 0 }] })).toBe('lines.0.quantity must be more than 0');
    expect(sentence(lines, { lines: [] })).toBe('lines must name at least one product');
    expect(sentence(z.strictObject({ status: z.enum(['new', 'won']) }), { status: 'open' })).toBe(
      'status must be one of new, won',
    );
  });

  it("explains a union by the branch that took the value's type", () => {
    const body = { add1: { addT1: 'Head office', add1: 'Dhaka' }, QR: '/uploads/a.webp', HR: { hre: 'hr@' } };
    expect(sentence(contactCreate, body)).toBe('HR.hre must be an e-mail address');
  });
});
