import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useHref, useRouteError } from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import { paths } from '../../config/paths.ts';
import { chunkReloadAllowed, isChunkLoadError, page, reloadOnceForChunk } from '../../lib/chunk-reload.ts';
import { island } from './island.tsx';
import { NotFound } from './not-found.tsx';
import { PageSpinner } from './page-spinner.tsx';

/**
 * Any route's error element (the site's pages, the root, /login, /admin): nobody ever sees React
 * Router's developer screen. A missing record is a 404 page, code of an older release that is gone
 * reloads the page once by itself, anything else is a message with a retry.
 */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <MissingCode />;
  const notFound =
    (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  return notFound ? <NotFound /> : <FailedPage error={error} />;
}

/** The page's code is gone (a newer release is live): a new page load fetches the current code. */
function MissingCode() {
  // Decided once, on the first render; the reload itself is the effect's, which checks again.
  const [reloading] = useState(chunkReloadAllowed);
  // A plain link (a new page load gets the current code), in the page's language.
  const home = useHref(paths.home.getHref());
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
        <a href={home} className="rounded-full px-6 py-3 font-medium text-indigo-900 underline">
          Go Home
        </a>
      </div>
    </section>
  );
}

/**
 * The retrying message: not part of every page's first load (docs/performance.md), but there at once on a page
 * the server rendered with it (it sets no <title> of its own, which an island could not adopt). Should their code itself be gone, it is old code: the
 * same reload as for the page's.
 */
const FailedPage = island('route-failure', () =>
  import('./route-failure.tsx').then(
    (module) => module.FailedPage,
    () => MissingCode,
  ),
);
