import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Header } from '../layout/header.tsx';
import { island } from '../../components/ui/island.tsx';
import { ToasterSlot } from '../../components/ui/toaster-slot.tsx';
import { pageLocale } from '../../config/runtime.ts';
import { languageOffered, preferredLocale } from '../../lib/language-choice.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { m } from '../../paraglide/messages.js';

/** Below the fold on every page: its code loads as a visitor scrolls towards it (docs/performance.md). */
const Footer = island('footer', () => import('../layout/footer.tsx').then((module) => module.Footer));

/** The offer of the page in the visitor's own language: loaded only for a visitor it is for. */
const LanguageSuggestion = lazy(() => import('../../components/layout/language-suggestion.tsx'));

/**
 * The language to offer this visitor, decided in the browser after hydration (docs/adding-a-language.md): the
 * one of the site's their browser prefers (`navigator.languages`), when it is not the page's and they have not
 * been offered one before nor chosen one. `Accept-Language` is never read: no redirect, and no page in the
 * cache that differs by it. Decided once, as the layout first renders after hydration.
 */
function useOfferedLocale() {
  const hydrated = useHydrated();
  return useMemo(() => {
    if (!hydrated) return undefined;
    const preferred = preferredLocale(navigator.languages);
    return preferred && preferred !== pageLocale() && !languageOffered() ? preferred : undefined;
  }, [hydrated]);
}

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
  const offered = useOfferedLocale();
  useFocusPageHeading();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-saffron-500 px-4 py-2 text-indigo-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.layout_skip()}
      </a>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label={m.layout_loading()}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-saffron-500"
        />
      )}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      {offered && (
        <Suspense fallback={null}>
          <LanguageSuggestion locale={offered} />
        </Suspense>
      )}
      {/* docs/spec.md §9: 4 s, 2 s for success, no expiry while loading; react-hot-toast keeps at most 20. */}
      <ToasterSlot position="top-center" toastOptions={TOAST_DURATIONS} />
    </div>
  );
}
