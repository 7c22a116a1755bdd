import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { RFQ_SENT } from '@texbridge/shared/resources/rfq-form';

/** What the buyer sees once the request is stored: its reference, and where to go next. */
export function QuoteSent({ reference, productsHref }: { reference: string; productsHref: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="quote-sent" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ecru-200 sm:p-10">
      <h2 id="quote-sent" ref={heading} tabIndex={-1} className="text-3xl text-indigo-900">
        {RFQ_SENT.heading}
      </h2>
      <p role="status" className="mt-4 text-lg text-charcoal-700">
        {RFQ_SENT.text(reference)}
      </p>
      <p className="mt-2 text-charcoal-700">
        Your reference: <strong className="font-mono text-indigo-900">{reference}</strong>
      </p>
      <Link
        to={productsHref}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full bg-indigo-900 px-6 font-semibold text-ecru-50 hover:bg-indigo-800"
      >
        Back to the products <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
