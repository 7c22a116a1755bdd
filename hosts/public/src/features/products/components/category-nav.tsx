import { NavLink } from 'react-router-dom';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { paths } from '../../../config/paths.ts';
import { m } from '../../../paraglide/messages.js';
import { categoryLabel } from '../lib/category.ts';

const chip = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${
    isActive
      ? 'bg-indigo-900 text-ecru-50 ring-indigo-900'
      : 'bg-white text-indigo-900 ring-ecru-300 hover:bg-ecru-100 hover:ring-indigo-600'
  }`;

/** Category chips above the grid: one tap between listings, and plain links for crawlers. */
export function CategoryNav() {
  return (
    <nav aria-label={m.catalogue_categories()}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={paths.products.list.getHref()} end className={chip}>
            {m.catalogue_all()}
          </NavLink>
        </li>
        {MENU_CATEGORIES.map(({ category }) => (
          <li key={category}>
            <NavLink to={paths.products.category.getHref(category)} className={chip}>
              {categoryLabel(category)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
