import { island } from '../../components/ui/island.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PromoBanner } from '../../components/layout/promo-banner.tsx';
import { SiteLogo } from '../../components/layout/site-logo.tsx';
import { useHeadOffice } from '../../features/contacts/api/get-contact.ts';

/** A selvedge along the header's lower edge: indigo, saffron and madder threads. */
const SELVEDGE =
  'h-1 bg-[repeating-linear-gradient(90deg,var(--color-indigo-900)_0_18px,var(--color-saffron-500)_18px_24px,var(--color-madder-600)_24px_28px)]';

/**
 * The inline menu is hidden below lg, so a phone never loads its code (the products flyout most of all);
 * a wider screen loads it as soon as the page has hydrated.
 */
const DesktopNav = island('desktop-nav', () => import('./desktop-nav.tsx').then((module) => module.DesktopNav), {
  className: 'hidden lg:block',
  rootMargin: '0px',
});

/**
 * The public header of docs/spec.md §2, on every page: the promo line with the agency's phones and
 * head office, then a bar that stays at the top on scroll with the logo and the menu — inline
 * from lg up, a slide-in panel below.
 */
export function Header() {
  return (
    <>
      <PromoBanner address={useHeadOffice()} />
      <header className="sticky top-0 z-40 bg-ecru-50 shadow-md shadow-indigo-950/10">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-6 lg:h-20">
          <SiteLogo />
          <DesktopNav />
          <MobileMenu />
        </div>
        <div aria-hidden="true" className={SELVEDGE} />
      </header>
    </>
  );
}
