import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** A filtered list that keeps nothing: what to do next. */
export function NoMatches({ clearHref }: { clearHref: string }) {
  return (
    <div className="rounded-2xl bg-white p-10 text-center ring-1 ring-ecru-200">
      <p className="font-display text-2xl text-indigo-900">No products match these filters.</p>
      <p className="mt-3 text-charcoal-700">
        <Link to={clearHref} className="font-semibold text-madder-600 underline">
          Clear the filters
        </Link>{' '}
        or{' '}
        <Link to={paths.contact.getHref()} className="font-semibold text-madder-600 underline">
          tell us what you need
        </Link>
        : we source beyond this list.
      </p>
    </div>
  );
}
