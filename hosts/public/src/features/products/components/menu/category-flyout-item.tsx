import { useQueryClient } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import type { ProductCategory } from '@texbridge/shared/constants';
import { ChevronRightIcon } from '../../../../components/ui/chevron-icons.tsx';
import { paths } from '../../../../config/paths.ts';
import { m } from '../../../../paraglide/messages.js';
import { categoryMenuQueryOptions } from '../../api/get-products.ts';
import { CategoryProducts } from './category-products.tsx';

interface CategoryFlyoutItemProps {
  category: ProductCategory;
  label: string;
  open: boolean;
  flyoutId: string;
  onToggle: () => void;
  onHover: () => void;
  onFocusRow: () => void;
  onNavigate: () => void;
}

/** A category row of the Products dropdown: its page, and a flyout of its products beside the list. */
export function CategoryFlyoutItem(props: CategoryFlyoutItemProps) {
  const { category, label, open, flyoutId, onToggle, onHover, onFocusRow, onNavigate } = props;
  const queryClient = useQueryClient();
  const prefetch = () => void queryClient.prefetchQuery(categoryMenuQueryOptions(category));

  return (
    <li data-menu-item={category}>
      <div
        className={`flex items-center rounded-lg transition-colors ${open ? 'bg-indigo-100/70' : 'hover:bg-ecru-100'}`}
      >
        <NavLink
          to={paths.products.category.getHref(category)}
          onMouseEnter={onHover}
          onFocus={() => {
            prefetch();
            onFocusRow();
          }}
          onClick={onNavigate}
          data-menu-row=""
          className="flex-1 rounded-lg px-3 py-2 text-sm font-medium text-indigo-900 hover:text-madder-700 focus-visible:outline-indigo-700 aria-[current=page]:font-semibold aria-[current=page]:text-madder-700"
        >
          {label}
        </NavLink>
        <button
          type="button"
          aria-label={m.nav_category_products({ category: label })}
          aria-expanded={open}
          aria-controls={flyoutId}
          onClick={onToggle}
          onMouseEnter={onHover}
          onFocus={onFocusRow}
          className="group mr-1 grid size-8 place-items-center rounded-md text-indigo-700 hover:bg-ecru-200 hover:text-madder-700 focus-visible:outline-indigo-700"
        >
          <ChevronRightIcon className="size-4 transition-transform group-aria-expanded:translate-x-0.5 group-aria-expanded:text-madder-600" />
        </button>
      </div>
      <div
        id={flyoutId}
        data-flyout=""
        hidden={!open}
        className="absolute inset-y-0 right-0 w-1/2 overflow-y-auto overscroll-contain bg-ecru-100 px-4 py-4"
      >
        <p className="px-2 font-display text-lg font-semibold text-indigo-900">{label}</p>
        <div className="mt-2">
          {open && <CategoryProducts category={category} label={label} onNavigate={onNavigate} />}
        </div>
        <NavLink
          to={paths.products.category.getHref(category)}
          onClick={onNavigate}
          className="mt-3 inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold tracking-wide text-madder-700 uppercase hover:underline focus-visible:outline-indigo-700"
        >
          {m.nav_see_all({ category: label })}
          <ChevronRightIcon className="size-3.5" />
        </NavLink>
      </div>
    </li>
  );
}
