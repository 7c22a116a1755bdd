import { RFQ_FIELDS, RFQ_LINE_FIELDS } from '@texbridge/shared/resources/rfq-form';
import { lineField, type QuoteProduct } from './quote-product.ts';

/**
 * What a buyer has typed into the quote form, kept in this browser beside the basket (docs/quotes.md) until
 * the request is sent, so a product link followed and Back, or a reload, loses nothing. A line's fields are
 * kept by its product, not its place, so a line removed or added keeps the others' quantities.
 */
export interface QuoteDraft {
  fields: Record<string, string>;
  lines: Record<string, Record<string, string>>;
}

const DRAFT_KEY = 'texbridge.quote.draft';

/** A line's fields the draft keeps: all but those the page itself fills in. */
const LINE_FIELDS = RFQ_LINE_FIELDS.filter((name) => name !== 'productId' && name !== 'title');

const isStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

/** The draft as kept; none when there is none, it is not one of ours, or storage is blocked. */
export function readDraft(): QuoteDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    const { fields, lines } = (parsed ?? {}) as Partial<QuoteDraft>;
    if (!isStrings(fields) || typeof lines !== 'object' || lines === null) return undefined;
    return { fields, lines: Object.fromEntries(Object.entries(lines).filter(([, line]) => isStrings(line))) };
  } catch {
    return undefined;
  }
}

/** Keeps what `form` holds now, for `products` in their order; a blocked storage keeps nothing, quietly. */
export function saveDraft(form: HTMLFormElement, products: readonly QuoteProduct[]) {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  // Lines of products no longer on the form stay: "Remove" then "Add to quote" again keeps their figures.
  const lines = { ...readDraft()?.lines };
  products.forEach((product, index) => {
    lines[product._id] = Object.fromEntries(LINE_FIELDS.map((name) => [name, text(lineField(index, name))]));
  });
  const draft: QuoteDraft = { fields: Object.fromEntries(RFQ_FIELDS.map((name) => [name, text(name)])), lines };
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the form works as before, without a draft.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** The draft as the form's typed values, by form name (`company`, `lines.0.quantity`), for `products` in order. */
export function draftValues(draft: QuoteDraft, products: readonly QuoteProduct[]): Record<string, string> {
  const values: Record<string, string> = { ...draft.fields };
  products.forEach((product, index) => {
    for (const [name, value] of Object.entries(draft.lines[product._id] ?? {})) values[lineField(index, name)] = value;
  });
  return values;
}
