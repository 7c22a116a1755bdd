import { useEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from 'react-router-dom';
import { MobileProductsMenu } from '../../features/products/components/menu/mobile-products-menu.tsx';
import { AGENCY_PHONES } from '../../components/layout/agency-contact.ts';
import { useHeadOffice } from '../../features/contacts/api/get-contact.ts';
import { CloseIcon, PhoneIcon, PinIcon } from '../../components/ui/icons.tsx';
import { LINKS_AFTER_PRODUCTS, LINKS_BEFORE_PRODUCTS } from '../../components/layout/nav-links.ts';
import { SiteLogo } from '../../components/layout/site-logo.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { useModalDrawer } from '../../components/layout/use-modal-drawer.ts';
import { m } from '../../paraglide/messages.js';

const linkClass =
  'block rounded-lg px-3 py-3 font-medium text-indigo-900 hover:bg-ecru-100 focus-visible:outline-indigo-700 ' +
  'aria-[current=page]:bg-indigo-100/70 aria-[current=page]:font-semibold aria-[current=page]:text-madder-700';

interface MobileMenuPanelProps {
  open: boolean;
  close: () => void;
  dialogId: string;
  /** The toggle, which gets focus back when the panel closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The small-screen menu's slide-in modal panel, a portal into <body>. Its own chunk (mobile-menu.tsx loads
 * it when a visitor reaches for the toggle): a first visit does not download it (docs/performance.md).
 */
export default function MobileMenuPanel({ open, close, dialogId, toggleRef }: MobileMenuPanelProps) {
  const location = useLocation();
  const headOffice = useHeadOffice();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalDrawer({ open, onClose: close, panelRef, initialFocusRef: closeRef, returnFocusRef: toggleRef });

  // Widening the window to the inline menu's breakpoint closes the panel, or its scroll lock would linger.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);

  const links = (items: typeof LINKS_BEFORE_PRODUCTS | typeof LINKS_AFTER_PRODUCTS) =>
    items.map(({ label, to, end }) => (
      <li key={to}>
        <NavLink to={to} end={end} onClick={close} className={linkClass}>
          {label()}
        </NavLink>
      </li>
    ));

  return createPortal(
    <div
      inert={!open}
      aria-hidden={open ? undefined : true}
      className={`fixed inset-0 lg:hidden ${open ? 'visible z-[150]' : 'invisible z-0 [transition:visibility_0s_300ms,z-index_0s_300ms]'}`}
    >
      <div
        data-testid="mobile-menu-backdrop"
        onClick={close}
        aria-hidden="true"
        className={`absolute inset-0 bg-indigo-950/60 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        id={dialogId}
        role="dialog"
        aria-modal="true"
        aria-label={m.header_site_menu()}
        className={`absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col bg-ecru-50 shadow-2xl transition-transform duration-300 motion-reduce:transition-none ${open ? 'translate-x-0' : 'translate-x-full'}`}
      >
        <div className="bg-twill flex items-center justify-between gap-3 px-5 py-4">
          <SiteLogo tone="light" onClick={close} />
          <button
            ref={closeRef}
            type="button"
            aria-label={m.header_menu_close()}
            onClick={close}
            className="grid size-11 place-items-center rounded-lg text-ecru-50 hover:bg-indigo-800"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="h-1 bg-[repeating-linear-gradient(90deg,var(--color-saffron-500)_0_14px,var(--color-madder-600)_14px_18px,var(--color-ecru-50)_18px_22px)]" />
        <div className="px-5 pt-4">
          <SearchForm id="menu-search-q" />
        </div>
        <nav aria-label={m.nav_main()} className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          <ul key={location.key} className="space-y-0.5">
            {links(LINKS_BEFORE_PRODUCTS)}
            <MobileProductsMenu onNavigate={close} />
            {links(LINKS_AFTER_PRODUCTS)}
          </ul>
        </nav>
        <address className="space-y-2 border-t border-ecru-200 bg-ecru-100 px-6 py-5 text-sm text-charcoal-700 not-italic">
          {AGENCY_PHONES.map((phone) => (
            <a
              key={phone.tel}
              href={`tel:${phone.tel}`}
              aria-label={m.header_call({ phone: phone.display })}
              className="flex items-center gap-2 rounded-sm tabular-nums hover:text-madder-700 focus-visible:outline-indigo-700"
            >
              <PhoneIcon className="size-4 text-madder-600" />
              {phone.display}
            </a>
          ))}
          {headOffice && (
            <p className="flex items-start gap-2">
              <PinIcon className="mt-0.5 size-4 shrink-0 text-madder-600" />
              {headOffice}
            </p>
          )}
        </address>
      </div>
    </div>,
    document.body,
  );
}
