import type { Contact } from '@texbridge/shared/resources/contacts';
import { contactAddresses } from '../lib/contact-fields.ts';

/** docs/spec.md §2: up to four titled address blocks; a missing optional one reads 'No Added' (§8). */
export function AddressBlocks({ contact }: { contact: Contact }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {contactAddresses(contact).map(({ title, text }, index) => {
        const number = String(index + 1).padStart(2, '0');
        const missing = !title?.trim() && !text?.trim();
        return (
          <li
            key={index}
            className={
              missing
                ? 'rounded-2xl border-2 border-dashed border-ecru-300 p-5 text-charcoal-500'
                : 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ecru-200'
            }
          >
            <span aria-hidden="true" className="font-display text-2xl text-saffron-700">
              {number}
            </span>
            {missing ? (
              <p className="mt-2 text-sm tracking-wide uppercase">No Added</p>
            ) : (
              <>
                <h3 className="mt-1 text-lg text-indigo-900">{title?.trim() || `Address ${index + 1}`}</h3>
                <address className="mt-1 whitespace-pre-line text-charcoal-700 not-italic">
                  {text?.trim() || 'No Added'}
                </address>
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
