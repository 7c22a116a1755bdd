import { m } from '../../paraglide/messages.js';
import { AGENCY_PHONES } from './agency-contact.ts';
import { PhoneIcon, PinIcon } from '../ui/icons.tsx';

/**
 * The line above the header: the agency's promise, its phone numbers and its head office (docs/spec.md §9),
 * `address` from the contact record, left out while there is none.
 */
export function PromoBanner({ address }: { address?: string | undefined }) {
  // A phone's line has room for the last three parts (area, city and postcode, country); house and road
  // show from sm up. There the language switch ends the line (app/layout/header.tsx): the phones keep to one
  // row beside it with a little less padding.
  const parts = address?.split(', ') ?? [];
  return (
    <aside aria-label={m.header_contact()} className="bg-twill text-ecru-100">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 px-2 py-0.5 text-xs sm:px-6 xl:justify-between">
        <p className="hidden font-medium tracking-wide text-saffron-400 xl:block">{m.header_promise()}</p>
        <address className="flex flex-wrap items-center justify-center gap-x-2 not-italic">
          {AGENCY_PHONES.map((phone) => (
            <a
              key={phone.tel}
              href={`tel:${phone.tel}`}
              aria-label={m.header_call({ phone: phone.display })}
              className="inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-sm px-1 tabular-nums hover:text-saffron-400 sm:px-2"
            >
              <PhoneIcon />
              {phone.display}
            </a>
          ))}
          {address && (
            <span className="inline-flex min-h-11 items-center gap-1.5 px-2">
              <PinIcon />
              <span>
                {parts.length > 3 && <span className="hidden sm:inline">{parts.slice(0, -3).join(', ')}, </span>}
                {parts.slice(-3).join(', ')}
              </span>
            </span>
          )}
        </address>
      </div>
    </aside>
  );
}
