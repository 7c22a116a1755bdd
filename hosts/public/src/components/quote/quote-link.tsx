import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useBasket } from '../../lib/quote-basket.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The header's way to the quote (docs/quotes.md), with how many products the basket holds. A link that
 * works without scripts; the count appears once the page's code has read the basket. Its label is shown
 * at every width (an icon alone said nothing to a buyer who had not met it); below sm the clipboard gives
 * way to the header's search, so the line still fits a 390 px phone.
 */
export function QuoteLink() {
  const count = useBasket().length;
  const label = count === 0 ? m.header_quote() : m.header_quote_count({ count });
  return (
    <Link
      to={paths.quote.getHref()}
      aria-label={label}
      className="relative inline-flex h-11 shrink-0 items-center gap-1.5 rounded-lg border border-ecru-300 px-3 text-sm font-semibold text-indigo-900 hover:bg-ecru-100"
    >
      {/* A clipboard: the list of what to ask prices for. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 max-sm:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M9 4H6v17h12V4h-3M9 3h6v3H9zM9 12h6M9 16h4" />
      </svg>
      {m.header_quote()}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-madder-600 px-1 text-xs font-bold text-ecru-50"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
