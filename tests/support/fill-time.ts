import { RFQ_LIMITS } from '../../shared/src/resources/rfq-form.ts';

/**
 * Waits until the API takes a quotation form whose start token was given out by `since` (a Date.now()):
 * it refuses one sent sooner than RFQ_LIMITS.minFillSeconds as a robot's. The margin covers the two
 * clocks' rounding.
 */
export async function waitOutFillTime(since: number) {
  const remaining = RFQ_LIMITS.minFillSeconds * 1000 + 300 - (Date.now() - since);
  // fixed wait: the rule is about time itself, the API counts it on its own clock, and nothing announces
  // that it has passed (asking by sending the form would use it up).
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
