import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';
import { AGENCY_PHONES } from '../../components/layout/agency-contact.ts';
import { useHeadOffice, useWhatsAppNumber } from '../../features/contacts/api/get-contact.ts';
import { SITE_MENU_ID } from '../../components/layout/site-menu-id.ts';
import { island } from '../../components/ui/island.tsx';
import { loadEnquiryForm } from '../../features/enquiries/components/deferred-enquiry-form.tsx';
import { categoryLabel } from '../../features/products/lib/category.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The footer's enquiry form, defined by the footer's own code: the footer's island then goes live only
 * once this form's code has come too (components/ui/island.tsx), and the form never blinks out.
 */
const DeferredFooterEnquiryForm = island('footer-enquiry-form', loadEnquiryForm);

/** The chat handle (on the network `footer_chat` names); the phones and the head office are the header's. */
const CHAT_HANDLE = 'TexBridgeBD';

/**
 * docs/spec.md §2 "Public footer"; the menu uses the header's labels, in the page's language (each a message,
 * called as the footer renders). Products lists the categories of the header's dropdown too: without scripts
 * the small-screen menu button leads here instead of to its panel.
 */
const MENU = [
  { label: m.nav_about, href: paths.about.getHref() },
  {
    label: m.nav_products,
    href: paths.products.list.getHref(),
    children: MENU_CATEGORIES.map(({ category }) => ({
      label: () => categoryLabel(category),
      href: paths.products.category.getHref(category),
    })),
  },
  { label: m.nav_news, href: paths.news.list.getHref() },
  { label: m.nav_contact, href: paths.contact.getHref() },
];

const heading = 'font-display text-lg text-saffron-400';
const link = 'underline-offset-4 hover:text-saffron-400 hover:underline';

export function Footer() {
  const formHeading = useId();
  const name = siteName();
  const headOffice = useHeadOffice();
  const whatsapp = useWhatsAppNumber();
  // /quote asks for name and e-mail in its own form just above: a second form there asked for them again.
  const messageForm = useLocation().pathname !== paths.quote.path;
  return (
    // Below the first screen on most pages: laid out and painted when it comes near the viewport, so a
    // phone's first paint does not wait on it (docs/performance.md). `auto` keeps its last real height.
    <footer className="bg-twill text-ecru-100 [contain-intrinsic-size:auto_1600px] [content-visibility:auto]">
      <div
        className={`mx-auto grid max-w-6xl gap-10 px-6 py-14 md:grid-cols-2 lg:gap-12 ${messageForm ? 'lg:grid-cols-[1.2fr_0.7fr_1fr_1.4fr]' : 'lg:grid-cols-[1.2fr_0.7fr_1fr]'}`}
      >
        <div>
          <p className="font-display text-3xl text-ecru-50">
            {name}
            <span aria-hidden="true" className="text-saffron-500">
              .
            </span>
          </p>
          <p className="mt-4 leading-relaxed text-ecru-200">{m.footer_about()}</p>
        </div>

        {/* Also the small-screen menu button's target when scripts are off (mobile-menu.tsx). */}
        <nav id={SITE_MENU_ID} aria-label={m.footer_nav()} className="scroll-mt-24">
          <h2 className={heading}>{m.footer_menu()}</h2>
          <ul className="mt-4 space-y-1">
            {MENU.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={`inline-block py-1.5 ${link}`}>
                  {item.label()}
                </Link>
                {item.children && (
                  <ul className="mb-1 ml-1 border-l border-white/15 pl-3 text-sm text-ecru-200">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <Link to={child.href} className={`inline-block py-1 ${link}`}>
                          {child.label()}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{m.footer_reach_us()}</h2>
          {headOffice && <address className="mt-4 max-w-64 text-ecru-200 not-italic">{headOffice}</address>}
          <ul className="mt-4 space-y-3">
            {AGENCY_PHONES.map((phone) => (
              <li key={phone.tel} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <a
                  href={`tel:${phone.tel}`}
                  className={`inline-flex min-h-11 items-center font-medium text-ecru-50 ${link}`}
                >
                  {phone.display}
                </a>
                <a
                  href={`https://wa.me/${phone.tel.replace(/\D/g, '')}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 min-w-11 items-center rounded-full border border-ecru-300/40 px-4 py-1 text-xs tracking-wide uppercase hover:border-saffron-400 hover:text-saffron-400"
                >
                  WhatsApp <span className="sr-only">{m.footer_whatsapp_number({ phone: phone.display })}</span>
                </a>
              </li>
            ))}
          </ul>
          {/* The contact record's WhatsApp desk: the number a product page's "WhatsApp us about it" writes to. */}
          {whatsapp && (
            <p className="mt-4 flex flex-wrap items-center gap-x-2 text-ecru-200">
              {m.footer_whatsapp_desk()}
              <a
                href={`https://wa.me/${whatsapp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex min-h-11 items-center font-medium text-ecru-50 tabular-nums ${link}`}
              >
                {whatsapp} <span className="sr-only">{m.footer_whatsapp_desk_link()}</span>
              </a>
            </p>
          )}
          <p className="mt-4 text-ecru-200">
            {m.footer_chat()} <span className="font-medium text-ecru-50">{CHAT_HANDLE}</span>
          </p>
        </div>

        {messageForm && (
          <section aria-labelledby={formHeading}>
            <h2 id={formHeading} className={heading}>
              {m.footer_message()}
            </h2>
            {/* In the server's HTML, a plain post without scripts; its code loads as it nears the viewport. */}
            <div className="mt-4">
              <DeferredFooterEnquiryForm labelledBy={formHeading} variant="compact" />
            </div>
          </section>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-6 py-5 text-sm text-ecru-300 sm:flex-row sm:justify-between">
          <p>{m.footer_copyright({ siteName: name })}</p>
          <p>{m.footer_tagline()}</p>
        </div>
      </div>
    </footer>
  );
}
