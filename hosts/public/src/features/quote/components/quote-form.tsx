import { useId, useRef } from 'react';
import { useHref } from 'react-router-dom';
import { RFQ_TOKEN_FIELD, type RefusedRfqPost } from '@texbridge/shared/resources/rfq-form';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import { paths } from '../../../config/paths.ts';
import { keepAndRecheck } from '../hooks/keep-and-recheck.ts';
import { useLineRemoval } from '../hooks/use-line-removal.ts';
import { useQuoteDraft } from '../hooks/use-quote-draft.ts';
import { useQuoteSubmit } from '../hooks/use-quote-submit.ts';
import { QuoteDeliveryFields } from './quote-delivery-fields.tsx';
import { QuoteDetailsFields } from './quote-details-fields.tsx';
import { QuoteFailureSummary } from './quote-failure-summary.tsx';
import { quoteFields } from './quote-fields.tsx';
import { QuoteLines, type QuoteLinesProps } from './quote-lines.tsx';
import { QuoteMessageFields } from './quote-message-fields.tsx';
import { QuoteRobotTrap } from './quote-robot-trap.tsx';
import { QuoteSendButton } from './quote-send-button.tsx';

interface QuoteFormProps extends QuoteLinesProps {
  startToken: string;
  /** A plain post the API refused: the page is rendered again with what was typed and why. */
  refused?: RefusedRfqPost | undefined;
  onRemove: (id: string) => void;
  /** Stored: what was sent, as the confirmation sums it up. */
  onSent: (sent: SentRfq) => void;
}

/**
 * The request for quotation (docs/quotes.md). Without scripts it is a plain multipart post to /quote,
 * which the render server forwards to the API (hosts/public/server/quote-posts.ts); with them it is sent
 * from here (useQuoteSubmit), and a refusal keeps everything typed, with each problem beside its field.
 */
export function QuoteForm({ startToken, refused, onRemove, onSent, ...lines }: QuoteFormProps) {
  const { products } = lines;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const { restored, typed } = useQuoteDraft(products, refused);
  const { failure, errors, setErrors, sending, send } = useQuoteSubmit(refused, onSent, form, summary);
  const remove = useLineRemoval(products, onRemove, setErrors, form);
  const fields = quoteFields(id, errors, typed);
  // Without scripts, a plain post to this page, in its language (server/quote-posts.ts).
  const action = useHref(paths.quote.path);

  return (
    <form
      key={restored ? 'draft' : 'blank'}
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-busy={sending}
      onSubmit={(event) => void send(event)}
      onChange={keepAndRecheck(products, errors, setErrors)}
      className="space-y-10"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Request for quotation
      </h2>
      {failure && <QuoteFailureSummary ref={summary} summary={failure.summary} lostFiles={refused?.hadAttachments} />}
      <QuoteLines {...lines} fields={fields} onRemove={remove} />
      <QuoteDetailsFields {...fields} />
      <QuoteDeliveryFields {...fields} />
      <QuoteMessageFields {...fields} />
      <QuoteRobotTrap id={id} />
      <input type="hidden" name={RFQ_TOKEN_FIELD} value={startToken} />
      <QuoteSendButton sending={sending} disabled={sending || products.length === 0} />
    </form>
  );
}
