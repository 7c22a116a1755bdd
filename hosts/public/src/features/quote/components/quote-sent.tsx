import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { formatNumber } from '@texbridge/shared/format/number';
import type { SentRfq } from '@texbridge/shared/format/sent-rfq';
import { RFQ_SENT } from '@texbridge/shared/resources/rfq-form';

/** Without a reference to name (an address that gave none, or a malformed one). */
const SENT_TEXT = 'Thank you. Your request is with our sourcing team, and we will reply by e-mail soon.';

/**
 * Whether a receipt e-mail follows, said plainly: the API e-mails the buyer one only where it sends e-mail
 * at all, and says so in its answer (docs/quotes.md, "E-mail"). The receipt gives the reference alone.
 */
const receiptSentence = ({ receipt, email, reference }: SentRfq) =>
  receipt
    ? `A receipt is on its way to ${email}. It gives your reference, ${reference}, and nothing else you typed.`
    : `We do not send a receipt by e-mail, so note your reference, ${reference}. Our reply comes to ${email}.`;

/**
 * What the buyer sees once the request is stored: its reference, what was asked for and by whom, whether a
 * receipt e-mail follows, and where to go next. The same with the page's script (/quote, where it is
 * `titled` and takes focus) and without it (/quote/sent, whose page heading says it). `sent` is missing
 * only where a plain post's summary has gone (its cookie lasts minutes).
 */
export function QuoteSent({
  reference,
  sent,
  productsHref,
  titled = true,
}: {
  reference: string | undefined;
  sent: SentRfq | undefined;
  productsHref: string;
  titled?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rows: [string, React.ReactNode][] = sent
    ? [
        ['Reference', <strong className="font-mono text-indigo-900">{sent.reference}</strong>],
        [
          sent.lines.length + sent.more === 1 ? 'Product' : 'Products',
          <ul className="space-y-1">
            {sent.lines.map((line, index) => (
              <li key={index}>
                {line.title}: <span className="tabular-nums">{formatNumber(line.quantity)}</span> {line.unit}
              </li>
            ))}
            {sent.more > 0 && <li>and {sent.more} more</li>}
          </ul>,
        ],
        ['Company', sent.company],
        ['E-mail', sent.email],
      ]
    : [];
  return (
    <section
      aria-label={titled ? undefined : RFQ_SENT.heading}
      aria-labelledby={titled ? 'quote-sent' : undefined}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ecru-200 sm:p-10"
    >
      {titled && (
        <h2 id="quote-sent" ref={heading} tabIndex={-1} className="mb-4 text-3xl text-indigo-900">
          {RFQ_SENT.heading}
        </h2>
      )}
      <p role="status" className="text-lg text-charcoal-700">
        {reference ? RFQ_SENT.text(reference) : SENT_TEXT}
      </p>
      {sent && (
        <>
          <h3 className="mt-8 font-display text-xl text-indigo-900">What you sent</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold tracking-wide text-charcoal-500 uppercase sm:pt-0.5">{label}</dt>
                <dd className="min-w-0 wrap-anywhere text-charcoal-700 max-sm:mb-2">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 rounded-lg bg-ecru-100 px-4 py-3 text-charcoal-700">{receiptSentence(sent)}</p>
        </>
      )}
      {reference && !sent && (
        <p className="mt-2 text-charcoal-700">
          Your reference: <strong className="font-mono text-indigo-900">{reference}</strong>
        </p>
      )}
      <Link
        to={productsHref}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-indigo-900 px-6 font-semibold text-ecru-50 hover:bg-indigo-800"
      >
        Back to the products <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
