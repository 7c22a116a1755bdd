import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Header } from '../layout/header.tsx';
import { island } from '../../components/ui/island.tsx';
import { ToasterSlot } from '../../components/ui/toaster-slot.tsx';

/** Below the fold on every page: its code loads as a visitor scrolls towards it (docs/performance.md). */
const Footer = island('footer', () => import('../layout/footer.tsx').then((module) => module.Footer));

const TOAST_DURATIONS = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

/**
 * After an in-app navigation the old page's link is gone and focus would fall to <body>: put it on the new
 * page's <h1> (or <main> when a page has none), so keyboard and screen-reader users start at the top of
 * what they asked for, as after a full page load. Not on the first render, and not for a ?page= change
 * (same pathname; the list moves focus itself).
 */
function useFocusPageHeading() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);
}

/** Header, page and footer on every public route, with a progress bar while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  useFocusPageHeading();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-saffron-500 px-4 py-2 text-indigo-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-saffron-500"
        />
      )}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      {/* docs/spec.md §9: 4 s, 2 s for success, no expiry while loading; react-hot-toast keeps at most 20. */}
      <ToasterSlot position="top-center" toastOptions={TOAST_DURATIONS} />
    </div>
  );
}
