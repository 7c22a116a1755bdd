import { RFQ_HONEYPOT } from '@texbridge/shared/resources/rfq-form';

/**
 * A field people never see, so never fill in; form-filling robots do (docs/quotes.md). Password managers and
 * autofill are told to leave it alone too. `id`: the form's.
 */
export function QuoteRobotTrap({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={`${id}-${RFQ_HONEYPOT}`}>Leave this empty</label>
      <input
        id={`${id}-${RFQ_HONEYPOT}`}
        type="text"
        name={RFQ_HONEYPOT}
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-form-type="other"
        defaultValue=""
      />
    </div>
  );
}
