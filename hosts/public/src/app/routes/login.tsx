import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signOut, useAuth } from '@texbridge/shared/auth/auth-store';
import { Seo } from '../../components/seo/seo.tsx';
import { LoginForm, SIGNED_IN_DELAY_MS } from '../../features/auth/components/login-form.tsx';
import { safeRedirectTarget } from '../../features/auth/lib/redirect-target.ts';
import { ensureAuthStarted } from '../../features/auth/lib/start-auth.ts';

/** @routeLoader */
export const clientLoader = (_queryClient: QueryClient) => () => {
  // Start connecting now; the form works once the SDK has arrived (in well under a second).
  void ensureAuthStarted().catch(() => {});
  return null;
};

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectTarget(searchParams.get('redirectTo'));
  const notAdmin = searchParams.get('reason') === 'not-admin';
  const email = useAuth((state) => state.user?.email);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), SIGNED_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, navigate, target]);
  return (
    <section className="bg-twill px-6 py-16 sm:py-24">
      <Seo title="Login" description="Sign in to the dashboard." noIndex />
      <div className="on-light mx-auto max-w-md rounded-3xl bg-ecru-50 p-8 shadow-xl sm:p-10">
        <h1 id="login-heading" className="text-3xl text-indigo-900">
          Login Admin Panel
        </h1>
        {notAdmin && email && (
          <div role="alert" className="mt-5 rounded-xl bg-madder-100 p-4 text-madder-700">
            <p>
              {email} is signed in but is not an admin. Sign in with an admin account, or ask an admin to make this
              account one.
            </p>
            <button type="button" onClick={() => void signOut()} className="mt-2 font-semibold underline">
              Sign out
            </button>
          </div>
        )}
        <div className="mt-8">
          <LoginForm onSignedIn={() => setSignedIn(true)} />
        </div>
      </div>
    </section>
  );
}
