import { retryAdminCheck, useAuth } from '@texbridge/shared/auth/auth-store';
import { Spinner } from '../../components/ui/spinner.tsx';
import RemoteApp from '../remote-app.tsx';
import { AdminToaster } from '../toaster.tsx';
import { SignInForm } from './sign-in-form.tsx';

/**
 * Standalone mode's stand-in for the host's guard: a spinner while sign-in is determined, the sign-in
 * form when nobody is signed in (with a toaster, since the dashboard's own is not mounted then), the
 * dashboard otherwise. The API refuses non-admins whatever this shows.
 */
export function StandaloneRoot() {
  const { user, authLoading, isAdmin, adminLoading, adminError } = useAuth((state) => state);
  if (authLoading) return <Spinner label="Checking your sign-in" />;
  if (!user) {
    return (
      <>
        <SignInForm />
        <AdminToaster />
      </>
    );
  }
  if (adminError) {
    return (
      <div role="alert" className="tb-admin p-8 text-center">
        <p>We could not confirm your access: {adminError}</p>
        <button type="button" className="mt-4 underline" onClick={() => void retryAdminCheck()}>
          Try again
        </button>
      </div>
    );
  }
  if (adminLoading) return <Spinner label="Checking your access" />;
  if (!isAdmin) {
    return (
      <p role="alert" className="tb-admin p-8 text-center">
        {user.email} is not an admin. The dashboard&apos;s calls would be refused.
      </p>
    );
  }
  return <RemoteApp basename="/admin" />;
}
