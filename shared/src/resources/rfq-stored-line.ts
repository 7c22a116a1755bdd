import { isBelow, unitsFor } from './product-vocabulary.ts';
import { RFQ_MESSAGES } from './rfq-form.ts';
import type { RfqLine, RfqSent } from './rfqs.ts';

/** What a line needs of its product as it is now. */
export interface LineProduct {
  title: string;
  category?: string | undefined;
  moq?: { value: number; unit: string } | null | undefined;
}

/**
 * Each line as stored (docs/quotes.md), with its product's title and MOQ as they are now, and marked below
 * the MOQ when its quantity is less, both in their kind's base unit (1 t against 2,000 kg); or the sentence
 * that refuses the request: every line whose product is gone, or whose unit does not measure that product
 * (yarn in metres), in one sentence, so the buyer corrects them all at once. The API and the fake API both
 * store lines through this.
 */
export function storedLines(
  lines: RfqSent['lines'],
  productOf: (id: string) => LineProduct | undefined,
): { lines: RfqLine[] } | { refusal: string } {
  const refused: string[] = [];
  const stored = lines.map((line, index): RfqLine | undefined => {
    const product = productOf(line.productId);
    if (!product) return void refused.push(RFQ_MESSAGES.unknownProduct(index, line.title));
    const { title, moq } = product;
    const units = unitsFor({ category: product.category, moq: moq ?? undefined }).map((unit) => unit.value);
    if (!(units as string[]).includes(line.unit))
      return void refused.push(RFQ_MESSAGES.unitNotFor(index, title, units));
    return {
      productId: line.productId,
      title,
      quantity: line.quantity,
      unit: line.unit,
      ...(line.targetPrice !== undefined && { targetPrice: line.targetPrice, currency: line.currency }),
      ...(moq && { moq: { value: moq.value, unit: moq.unit } }),
      belowMoq: !!moq && isBelow(line.quantity, line.unit, moq),
    };
  });
  return refused.length > 0 ? { refusal: refused.join('; ') } : { lines: stored as RfqLine[] };
}
