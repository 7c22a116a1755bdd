import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router-dom';
import { ApiError } from '@texbridge/shared/api/api-client';
import { paths } from '../../config/paths.ts';
import { NotFound } from './not-found.tsx';

/** A page whose data failed to load: a missing record is a 404 page, anything else a message with a retry. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if ((error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404)) {
    return <NotFound />;
  }
  const detail = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <section role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl text-indigo-900">We could not load this page</h1>
      <p className="mt-4 text-charcoal-700">{detail}</p>
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
          className="rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800 disabled:opacity-60"
        >
          {revalidator.state === 'loading' ? 'Trying again…' : 'Try again'}
        </button>
        <Link to={paths.home.getHref()} className="rounded-full px-6 py-3 font-medium text-indigo-900 underline">
          Go Home
        </Link>
      </div>
    </section>
  );
}
