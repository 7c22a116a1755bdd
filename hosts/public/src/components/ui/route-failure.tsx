import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { retryDelayAfter } from '../../lib/retry-delay.ts';

/**
 * Loads the page again by itself while it is shown: with growing pauses, and at once when the
 * browser is back online or the tab regains focus. The page mends itself when the API returns.
 */
function useRetryWhileShown(retry: () => void) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    let failures = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          failures += 1;
          latest.current();
          schedule();
        },
        retryDelayAfter(failures + 1),
      );
    };
    const now = () => {
      clearTimeout(timer);
      latest.current();
      schedule();
    };
    schedule();
    window.addEventListener('online', now);
    window.addEventListener('focus', now);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', now);
      window.removeEventListener('focus', now);
    };
  }, []);
}

/** A page that failed for another reason than a missing record or missing code (route-error.tsx): a message that retries. */
export function FailedPage({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useNavigation().state !== 'idle';
  // Going to the same address again, rather than revalidating: React Router's error boundary lets go
  // of its error on a new location, but after a revalidation only if it saw the 'loading' state, which
  // a quick answer can skip, leaving the error on screen over loaded data.
  const reload = () => {
    if (!loading) void navigate(location, { replace: true, preventScrollReset: true });
  };
  useRetryWhileShown(reload);
  const detail = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl text-indigo-900">We could not load this page</h1>
      <p className="mt-4 text-charcoal-700">{detail}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={reload}
          disabled={loading}
          className="rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800 disabled:opacity-60"
        >
          {loading ? 'Trying again…' : 'Try again'}
        </button>
        <Link to={paths.home.getHref()} className="rounded-full px-6 py-3 font-medium text-indigo-900 underline">
          Go Home
        </Link>
      </div>
    </section>
  );
}
