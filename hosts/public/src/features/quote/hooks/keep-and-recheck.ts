import type { Dispatch, FormEvent, SetStateAction } from 'react';
import { checkedHere, checkRfq } from '../lib/check-rfq.ts';
import { saveDraft } from '../lib/quote-draft.ts';
import type { QuoteProduct } from '../lib/quote-product.ts';
import type { RfqProblems } from '../lib/rfq-errors.ts';
import { rfqOfForm } from './read-quote-form.ts';

/**
 * The form's change handler: every change is kept in the draft, and a field marked wrong is checked again as
 * the buyer corrects it. The API's verdict (a problem not checked here) stands until the next send.
 */
export const keepAndRecheck =
  (products: readonly QuoteProduct[], errors: RfqProblems, setErrors: Dispatch<SetStateAction<RfqProblems>>) =>
  (event: FormEvent<HTMLFormElement>) => {
    saveDraft(event.currentTarget, products);
    const name = (event.target as HTMLInputElement).name;
    if (!errors[name] || !checkedHere(name)) return;
    const problem = checkRfq(rfqOfForm(new FormData(event.currentTarget)))[name];
    setErrors(({ [name]: _corrected, ...others }) => (problem ? { ...others, [name]: problem } : others));
  };
