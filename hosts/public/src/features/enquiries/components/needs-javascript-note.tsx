import { Link } from 'react-router-dom';
import { AGENCY_PHONES } from '../../../components/layout/agency-contact.ts';
import { paths } from '../../../config/paths.ts';

/** The sentence a visitor without JavaScript reads in place of (or above) the enquiry form. */
export const NEEDS_JAVASCRIPT = 'Sending a message needs JavaScript, which is turned off in this browser.';

interface NeedsJavaScriptNoteProps {
  /** Light text for the dark footer. */
  tone?: 'light' | 'dark';
  /** Also point to the Contact Us page (not on that page itself). */
  linkToContact?: boolean;
}

/**
 * Shown only when scripts are off (a <noscript>, which hydration leaves alone): the form cannot be sent
 * without them, so the visitor gets the agency's phones, WhatsApp and, away from it, the Contact Us page.
 */
export function NeedsJavaScriptNote({ tone = 'dark', linkToContact = false }: NeedsJavaScriptNoteProps) {
  const link = 'font-semibold underline underline-offset-4';
  return (
    <noscript>
      <div
        className={`mb-4 rounded-lg px-4 py-3 text-sm leading-relaxed ${tone === 'light' ? 'bg-ecru-50/10 text-ecru-50' : 'bg-saffron-100 text-indigo-950'}`}
      >
        <p className="font-semibold">{NEEDS_JAVASCRIPT}</p>
        <p className="mt-1">
          Call or WhatsApp us instead on{' '}
          {AGENCY_PHONES.map((phone, index) => (
            <span key={phone.tel}>
              {index > 0 && ' or '}
              <a href={`tel:${phone.tel}`} className={`${link} tabular-nums`}>
                {phone.display}
              </a>
            </span>
          ))}
          {linkToContact ? (
            <>
              , or find every desk&apos;s e-mail on the{' '}
              <Link to={paths.contact.getHref()} className={link}>
                Contact Us
              </Link>{' '}
              page.
            </>
          ) : (
            '.'
          )}
        </p>
      </div>
    </noscript>
  );
}
