import { Link } from 'react-router-dom';
import { island } from '../../components/ui/island.tsx';
import { SearchIcon } from '../../components/ui/menu-icons.tsx';
import { paths } from '../../config/paths.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { QuoteLink } from '../../components/quote/quote-link.tsx';
import { SiteLogo } from '../../components/layout/site-logo.tsx';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { m } from '../../paraglide/messages.js';
import { useHeadOffice } from '../../features/contacts/api/get-contact.ts';

/** A selvedge along the header's lower edge: indigo, saffron and madder threads. */
const SELVEDGE =
  'h-1 bg-[repeating-linear-gradient(90deg,var(--color-indigo-900)_0_18px,var(--color-saffron-500)_18px_24px,var(--color-madder-600)_24px_28px)]';

/**
 * The promo line is plain links and the head office as the server read it, with nothing to hydrate: a
 * server-rendered page keeps the server's HTML and never loads its code. The static shell renders it
 * itself, and loads it beside its config (start-shell.tsx).
 */
export const PromoBanner = island(
  'promo-banner',
  () => import('../../components/layout/promo-banner.tsx').then((module) => module.PromoBanner),
  { wakes: false },
);

/**
 * The inline menu and the search box beside it are hidden below lg, so a phone never loads their code (the
 * products flyout most of all; the slide-in panel has its own search box); a wider screen loads it as soon
 * as the page has hydrated.
 */
const DesktopNav = island('desktop-nav', () => import('./desktop-nav.tsx').then((module) => module.DesktopNav), {
  className: 'hidden lg:block',
  rootMargin: '0px',
});

/**
 * The public header of docs/spec.md §2, on every page: the promo line with the agency's phones and
 * head office, then a bar that stays at the top on scroll with the logo and the menu — inline
 * from lg up, a slide-in panel below. Below lg the bar also links to the search page, a plain link that
 * works without scripts (the panel's box needs them), and the whole bar stays one line at 390 px; there the
 * language switch ends the promo line above it.
 */
export function Header() {
  return (
    <>
      {/* A phone's bar has no room for the language switch: it ends the promo line there instead. */}
      <div className="bg-twill flex items-center">
        <div className="min-w-0 flex-1">
          <PromoBanner address={useHeadOffice()} />
        </div>
        <LanguageSwitch compact className="mr-2 sm:hidden" />
      </div>
      <header className="sticky top-0 z-40 bg-ecru-50 shadow-md shadow-indigo-950/10">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-6 sm:px-6 lg:h-20">
          <SiteLogo />
          <DesktopNav />
          <div className="flex items-center gap-1.5 sm:gap-2 lg:gap-3">
            <LanguageSwitch className="max-sm:hidden" />
            <Link
              to={paths.search.getHref()}
              aria-label={m.header_search()}
              className="grid size-11 place-items-center rounded-lg border border-ecru-300 text-indigo-900 hover:bg-ecru-100 lg:hidden"
            >
              <SearchIcon />
            </Link>
            <QuoteLink />
            <MobileMenu />
          </div>
        </div>
        <div aria-hidden="true" className={SELVEDGE} />
      </header>
    </>
  );
}
