import { useMemo } from 'react';
import type { RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { draftValues, readDraft } from '../lib/quote-draft.ts';
import type { QuoteProduct } from '../lib/quote-product.ts';

/**
 * What the form opens with: a refused plain post's values, or else the draft kept in this browser. The draft
 * is read once the page is the browser's: the server's page has none, and hydration must match it. The form
 * is then drawn again around it (`restored`, its key), as its fields take their first values once.
 */
export function useQuoteDraft(products: readonly QuoteProduct[], refused: RefusedRfqPost | undefined) {
  const hydrated = useHydrated();
  const draft = useMemo(() => (hydrated && !refused ? readDraft() : undefined), [hydrated, refused]);
  return { restored: Boolean(draft), typed: refused?.values ?? (draft && draftValues(draft, products)) };
}
