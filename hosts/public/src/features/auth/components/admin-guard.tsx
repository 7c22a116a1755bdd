import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { retryAdminCheck, useAuth } from '@texbridge/shared/auth/auth-store';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * docs/spec.md §4's guard: a loader while sign-in is being determined; to /login (remembering where the
 * user was going) when nobody is signed in; a loader while the admin check runs or has failed; back to
 * /login, saying why, when the account is not an admin. The API enforces the same rule on every call.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { user, authLoading, isAdmin, adminLoading, adminError, signedOut } = useAuth((state) => state);
  const origin = location.pathname + location.search;

  if (authLoading) return <PageSpinner label="Checking your sign-in" />;
  // Someone who just logged out is done with the dashboard: back to the site, not to the login page.
  if (!user) return <Navigate to={signedOut ? paths.home.getHref() : paths.login.getHref(origin)} replace />;
  if (adminError) {
    return (
      <div role="alert" className="mx-auto max-w-xl px-6 py-24 text-center">
        <PageSpinner label="Checking your access" />
        <p className="text-charcoal-700">We could not confirm your access: {adminError}</p>
        <button
          type="button"
          onClick={() => void retryAdminCheck()}
          className="mt-6 rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800"
        >
          Try again
        </button>
      </div>
    );
  }
  if (adminLoading) return <PageSpinner label="Checking your access" />;
  if (!isAdmin) return <Navigate to={`${paths.login.getHref(origin)}&reason=not-admin`} replace />;
  return children;
}
