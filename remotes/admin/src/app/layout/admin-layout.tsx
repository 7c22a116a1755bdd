import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { PAGE_HEADING_ID } from '../../components/ui/screen-heading.tsx';
import { AccountMenu } from './account-menu.tsx';
import { SideNav } from './side-nav.tsx';

/**
 * The dashboard's shell (docs/spec.md §2 "Admin shell"): a top bar titled 'Dashboard' with the Admin menu,
 * an indigo side menu, and the screen. Below `lg` the side menu folds into a panel opened by a toggle
 * (docs/spec.md §9: its stacking index is 0 closed and 150 open).
 */
export function AdminLayout({ basename, children }: { basename: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // A new screen closes the small-screen menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  // After moving to another screen inside the dashboard (not on the first render), focus goes to the new
  // screen's heading, so that keyboard and screen-reader users start there rather than on <body>.
  const main = useRef<HTMLElement>(null);
  const focusedFor = useRef(pathname);
  useEffect(() => {
    if (focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    (document.getElementById(PAGE_HEADING_ID) ?? main.current)?.focus();
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="tb-admin flex min-h-dvh flex-col bg-ecru-100 text-ink">
      {/* First in the tab order: past the top bar and the side menu, straight to the screen. */}
      <a
        href="#admin-main"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[300] focus:rounded-lg focus:bg-saffron-500 focus:px-4 focus:py-3 focus:font-semibold focus:text-indigo-950 focus:shadow-lg"
      >
        Skip to content
      </a>
      <header className="tb-dark flex items-center justify-between gap-3 bg-indigo-950 px-4 py-3 text-ecru-50 shadow-md sm:px-6">
        <div className="flex items-center gap-3">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-ecru-50 ring-1 ring-indigo-700 hover:bg-indigo-900 lg:hidden"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
          <p className="font-display text-xl font-semibold tracking-tight">
            Dashboard
            <span aria-hidden="true" className="ml-2 inline-block size-2 rounded-full bg-saffron-500 align-middle" />
          </p>
        </div>
        <AccountMenu />
      </header>
      <div className="relative flex flex-1">
        <div
          className={`tb-dark ${menuOpen ? 'z-[150] block' : 'z-0 hidden'} absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-indigo-900 shadow-2xl lg:static lg:z-0 lg:block lg:w-64 lg:shrink-0 lg:shadow-none`}
        >
          <SideNav basename={basename} id={navId} onNavigate={() => setMenuOpen(false)} />
        </div>
        {/* The host mounts the dashboard outside its own layout, so the dashboard owns the main landmark. */}
        <main
          id="admin-main"
          ref={main}
          tabIndex={-1}
          className="min-w-0 focus:outline-none flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
