import { describe, expect, it } from 'vitest';
import { productCreate, productExample, productUpdate } from './products.ts';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message);

describe("a product's HS code", () => {
  it.each([
    ['5208.32', '520832'],
    ['5208 32', '520832'],
    ['5208.32.00', '52083200'],
    ['5208 32 00', '52083200'],
    ['6109.10.0010', '6109100010'],
    [' 5208.32 ', '520832'],
    ['520832', '520832'],
    ['', ''],
  ])('takes %j as written and keeps its digits, %j, in an add and an edit', (written, kept) => {
    expect(productCreate.parse({ ...productExample(), hsCode: written }).hsCode).toBe(kept);
    expect(productUpdate.parse({ hsCode: written }).hsCode).toBe(kept);
  });

  it.each(['5208.3', '5208..32', '5208-32', 'HS 5208.32', '5208.32.', '52083200001', 'cotton'])(
    'refuses %j, saying what an HS code is',
    (written) => {
      const refused = productUpdate.safeParse({ hsCode: written });
      expect(refused.success).toBe(false);
      expect(messages(refused)).toContain(
        'must be 6 to 10 digits, written with or without dots and spaces, such as 5208.32 or 520832',
      );
    },
  );
});
