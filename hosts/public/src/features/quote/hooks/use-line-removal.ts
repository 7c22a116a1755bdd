import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { QuoteProduct } from '../lib/quote-product.ts';
import type { RfqProblems } from '../lib/rfq-errors.ts';
import { lineTitleId } from '../components/quote-line.tsx';

/**
 * Removing a line. A line's problems are by its place (lines.1…), which changes when one goes: they are
 * dropped with it. Focus goes to the next line's product, or the one before, or what the empty quote offers.
 */
export function useLineRemoval(
  products: readonly QuoteProduct[],
  onRemove: (id: string) => void,
  setErrors: Dispatch<SetStateAction<RfqProblems>>,
  form: RefObject<HTMLFormElement | null>,
) {
  // undefined: nothing removed yet; null: the quote is now empty.
  const [focusAfterRemove, setFocusAfterRemove] = useState<string | null>();
  useEffect(() => {
    if (focusAfterRemove === undefined) return;
    const target = focusAfterRemove
      ? document.getElementById(lineTitleId(focusAfterRemove))
      : form.current?.querySelector<HTMLElement>('[data-quote-empty] a');
    target?.focus();
  }, [focusAfterRemove, form]);

  return (index: number) => {
    const product = products[index]!;
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !field.startsWith('lines.'))),
    );
    setFocusAfterRemove((products[index + 1] ?? products[index - 1])?._id ?? null);
    onRemove(product._id);
  };
}
