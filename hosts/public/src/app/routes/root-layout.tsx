import { Toaster } from 'react-hot-toast';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from '../layout/footer.tsx';
import { Header } from '../layout/header.tsx';
import { OrganizationJsonLd } from '../../components/seo/organization-json-ld.tsx';

/** Header, page and footer on every public route, with a progress bar while the next page loads. */
export function RootLayout() {
  const navigation = useNavigation();
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
      <OrganizationJsonLd />
      <ScrollRestoration />
      {/* react-hot-toast's own defaults are SPEC.md §9's: 4 s, 2 s for success, none for loading, 20 at most. */}
      <Toaster position="top-center" />
    </div>
  );
}
