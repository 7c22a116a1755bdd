import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import { paths } from '../../config/paths.ts';
import { chunkReloadAllowed, isChunkLoadError, page, reloadOnceForChunk } from '../../lib/chunk-reload.ts';
import { retryDelayAfter } from '../../lib/retry-delay.ts';
import { NotFound } from './not-found.tsx';
import { PageSpinner } from './page-spinner.tsx';

/**
 * Loads the page again by itself while it is shown: with growing pauses, and at once when the
 * browser is back online or the tab regains focus. The page mends itself when the API returns.
 */
function useRetryWhileShown(retry: () => void, enabled: boolean) {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!enabled) return;
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
  }, [enabled]);
}

/**
 * Any route's error element (the site's pages, the root, /login, /admin): nobody ever sees React
 * Router's developer screen. A missing record is a 404 page, code of an older release that is gone
 * reloads the page once by itself, anything else is a message with a retry.
 */
export function RouteError() {
  const error = useRouteError();
  return isChunkLoadError(error) ? <MissingCode /> : <FailedPage error={error} />;
}

/** The page's code is gone (a newer release is live): a new page load fetches the current code. */
function MissingCode() {
  // Decided once, on the first render; the reload itself is the effect's, which checks again.
  const [reloading] = useState(chunkReloadAllowed);
  useEffect(() => {
    if (reloading) reloadOnceForChunk();
  }, [reloading]);
  if (reloading) return <PageSpinner label="Loading the latest version of the site" />;
  return (
    <section role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl text-indigo-900">We could not load this page</h1>
      <p className="mt-4 text-charcoal-700">
        The site has been updated since this tab was opened, and part of this page could not be fetched. Check your
        connection and try again.
      </p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={() => page.reload()}
          className="rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800"
        >
          Try again
        </button>
        <a href={paths.home.getHref()} className="rounded-full px-6 py-3 font-medium text-indigo-900 underline">
          Go Home
        </a>
      </div>
    </section>
  );
}

function FailedPage({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useNavigation().state !== 'idle';
  // Going to the same address again, rather than revalidating: React Router's error boundary lets go
  // of its error on a new location, but after a revalidation only if it saw the 'loading' state, which
  // a quick answer can skip, leaving the error on screen over loaded data.
  const reload = () => {
    if (!loading) void navigate(location, { replace: true, preventScrollReset: true });
  };
  const notFound =
    (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  useRetryWhileShown(reload, !notFound);
  if (notFound) return <NotFound />;
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
