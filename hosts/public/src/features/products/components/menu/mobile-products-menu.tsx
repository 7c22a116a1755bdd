import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { MENU_CATEGORIES, type ProductCategory } from '@texbridge/shared/constants';
import { ChevronDownIcon } from '../../../../components/ui/chevron-icons.tsx';
import { paths } from '../../../../config/paths.ts';
import { m } from '../../../../paraglide/messages.js';
import { categoryLabel } from '../../lib/category.ts';
import { CategoryProducts } from './category-products.tsx';

const rowLink =
  'flex-1 rounded-lg px-3 py-3 font-medium text-indigo-900 focus-visible:outline-indigo-700 ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-madder-700';
const disclosure =
  'group grid size-11 shrink-0 place-items-center rounded-lg text-indigo-700 hover:bg-ecru-200 focus-visible:outline-indigo-700';

/** The drawer's Products entry: a disclosure of All Products and the categories, each expandable to its products. */
export function MobileProductsMenu({ onNavigate }: { onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const [category, setCategory] = useState<ProductCategory | null>(null);
  const listId = useId();

  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="group flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-medium text-indigo-900 hover:bg-ecru-100 focus-visible:outline-indigo-700 aria-expanded:text-madder-700"
      >
        {m.nav_products()}
        <ChevronDownIcon className="size-5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-1 ml-3 space-y-0.5 border-l-2 border-saffron-500 pl-2">
        <li>
          <NavLink to={paths.products.list.getHref()} end onClick={onNavigate} className={`block ${rowLink}`}>
            {m.nav_all_products()}
          </NavLink>
        </li>
        {MENU_CATEGORIES.map(({ category: value }) => {
          const label = categoryLabel(value);
          const open = category === value;
          const productsId = `${listId}-${value}`;
          return (
            <li key={value}>
              <div className="flex items-center">
                <NavLink to={paths.products.category.getHref(value)} onClick={onNavigate} className={rowLink}>
                  {label}
                </NavLink>
                <button
                  type="button"
                  aria-label={m.nav_category_products({ category: label })}
                  aria-expanded={open}
                  aria-controls={productsId}
                  onClick={() => setCategory(open ? null : value)}
                  className={disclosure}
                >
                  <ChevronDownIcon className="size-5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
                </button>
              </div>
              <div id={productsId} hidden={!open} className="mb-2 ml-3 rounded-lg bg-ecru-100 px-2 py-1">
                {open && <CategoryProducts category={value} label={label} onNavigate={onNavigate} tone="drawer" />}
              </div>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
