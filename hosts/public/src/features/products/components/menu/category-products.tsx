import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ProductCategory } from '@texbridge/shared/constants';
import { paths } from '../../../../config/paths.ts';
import { m } from '../../../../paraglide/messages.js';
import { categoryMenuQueryOptions } from '../../api/get-products.ts';

const link =
  'flex min-h-11 items-center rounded-md px-2 py-1.5 leading-snug hover:bg-ecru-200 hover:text-madder-700 focus-visible:outline-indigo-700';

interface CategoryProductsProps {
  category: ProductCategory;
  label: string;
  /** Called when a product link is followed, so the menu around it can close. */
  onNavigate?: () => void;
  tone?: 'panel' | 'drawer';
}

/**
 * One category's products by title, linking to their detail (docs/spec.md §2): its newest twelve, then
 * a link to all of them on its page when it has more, so a flyout stays a menu in a catalogue of any
 * size. Mounted only when its flyout opens, so the request is made then and not on every page view.
 */
export function CategoryProducts({ category, label, onNavigate, tone = 'panel' }: CategoryProductsProps) {
  const { data, isPending, isError, isFetching, refetch } = useQuery(categoryMenuQueryOptions(category));
  const text = tone === 'panel' ? 'text-sm' : 'text-[0.9375rem]';

  if (isPending) {
    return (
      <p role="status" className={`flex items-center gap-2 py-2 ${text} text-charcoal-500`}>
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-indigo-100 border-t-indigo-700 motion-reduce:animate-none"
        />
        {m.nav_loading({ category: label })}
      </p>
    );
  }

  if (isError) {
    return (
      <div role="alert" className={`py-2 ${text} text-madder-700`}>
        <p>{m.nav_failed({ category: label })}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="mt-2 rounded-full border border-madder-600 px-3 py-1 text-xs font-semibold text-madder-700 hover:bg-madder-100 focus-visible:outline-indigo-700 disabled:opacity-60"
        >
          {isFetching ? m.nav_retrying() : m.nav_retry()}
        </button>
      </div>
    );
  }

  if (data.rows.length === 0) {
    return <p className={`py-2 ${text} text-charcoal-500 italic`}>{m.nav_not_available()}</p>;
  }

  return (
    <ul aria-label={m.nav_category_products({ category: label })} className="space-y-0.5">
      {data.rows.map((product) => (
        <li key={product._id}>
          <Link
            to={paths.products.detail.getHref(product._id)}
            onClick={onNavigate}
            className={`${link} ${text} text-indigo-900`}
          >
            {product.title}
          </Link>
        </li>
      ))}
      {data.total > data.rows.length && (
        <li>
          <Link
            to={paths.products.category.getHref(category)}
            onClick={onNavigate}
            className={`${link} ${text} font-semibold text-madder-700`}
          >
            {m.nav_all_in_category({ count: data.total, category: label })} <span aria-hidden="true">→</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
