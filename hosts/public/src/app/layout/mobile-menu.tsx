import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/ui/menu-icons.tsx';
import { SITE_MENU_ID } from '../../components/layout/site-menu-id.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { m } from '../../paraglide/messages.js';

// Fetched when a visitor reaches for the toggle (pointer over it, a touch, focus), so a first visit does not
// download the panel; a click on a toggle nobody reached for waits for it a moment (docs/performance.md).
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel.tsx'));

const toggleClass =
  'grid size-11 place-items-center rounded-lg border border-ecru-300 text-indigo-900 hover:bg-ecru-100 focus-visible:outline-indigo-700 lg:hidden';

/**
 * The small-screen menu (docs/spec.md §2): a toggle and a slide-in modal panel (mobile-menu-panel.tsx).
 * Its stacking index is 0 closed and 150 open (docs/spec.md §9); it closes on Escape, its close button,
 * the backdrop and any route change, and locks the page's scroll while open.
 */
export function MobileMenu() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const close = useCallback(() => setOpenOn(null), []);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  // The panel is a portal into <body>: rendered in the browser only, after hydration.
  const hydrated = useHydrated();
  const dialogId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          aria-label={open ? m.header_menu_close() : m.header_menu_open()}
          aria-expanded={open}
          aria-controls={wanted ? dialogId : undefined}
          onPointerEnter={want}
          onTouchStart={want}
          onFocus={want}
          onClick={() => {
            want();
            setOpenOn(open ? null : location.key);
          }}
          className={toggleClass}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      ) : (
        // Server markup (and the page until hydrated, or for good without scripts): the panel is not there
        // yet, so the button is a link to the footer's menu, which lists every section.
        <a href={`#${SITE_MENU_ID}`} aria-label={m.header_menu()} className={toggleClass}>
          <MenuIcon />
        </a>
      )}
      {hydrated && wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} close={close} dialogId={dialogId} toggleRef={toggleRef} />
        </Suspense>
      )}
    </>
  );
}
