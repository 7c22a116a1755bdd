import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useMatch } from 'react-router-dom';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { ChevronDownIcon } from '../../../../components/ui/icons.tsx';
import { desktopLinkClass } from '../../../../components/layout/nav-links.ts';
import { paths } from '../../../../config/paths.ts';
import { useProductsDropdown } from './use-products-dropdown.ts';
import { CategoryFlyoutItem } from './category-flyout-item.tsx';

/**
 * The desktop menu's Products disclosure (docs/spec.md §2): All Products and the five categories, each
 * with a flyout of its products. Enter, Space or ArrowDown open it; Escape closes it.
 */
export function ProductsDropdown() {
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useProductsDropdown(containerRef, buttonRef);
  const panelId = useId();
  const inProducts = useMatch({ path: paths.products.list.path, end: false }) !== null;

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    flushSync(menu.openPinned);
    document.getElementById(panelId)?.querySelector<HTMLElement>('a[href]')?.focus();
  };

  return (
    <li ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={menu.open}
        aria-controls={panelId}
        data-current={inProducts || undefined}
        onClick={menu.toggle}
        onKeyDown={onButtonKeyDown}
        className={`group gap-1 ${desktopLinkClass} aria-expanded:text-madder-600 data-current:font-semibold data-current:after:scale-x-100`}
      >
        Products
        <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <div id={panelId} hidden={!menu.open} className="absolute top-full right-0 z-10 pt-3">
        <div className="relative grid min-h-80 w-[36rem] grid-cols-2 overflow-hidden rounded-xl border border-ecru-300 border-t-4 border-t-saffron-500 bg-ecru-50 shadow-xl shadow-indigo-950/15">
          <ul className="space-y-0.5 border-r border-ecru-200 p-3">
            <li className="mb-2 border-b border-ecru-200 pb-2">
              <NavLink
                onFocus={() => menu.focusRow(null)}
                to={paths.products.list.getHref()}
                end
                onClick={menu.close}
                className="flex items-center justify-between rounded-lg bg-indigo-900 px-3 py-2.5 text-sm font-semibold text-ecru-50 hover:bg-indigo-800 focus-visible:outline-indigo-700"
              >
                All Products
                <span aria-hidden="true" className="text-saffron-400">
                  →
                </span>
              </NavLink>
            </li>
            {MENU_CATEGORIES.map(({ category, label }) => (
              <CategoryFlyoutItem
                key={category}
                category={category}
                label={label}
                open={menu.activeCategory === category}
                flyoutId={`${panelId}-${category}`}
                onToggle={() => menu.toggleCategory(category)}
                onHover={() => menu.hoverCategory(category)}
                onFocusRow={() => menu.focusRow(category)}
                onNavigate={menu.close}
              />
            ))}
          </ul>
          <div hidden={menu.activeCategory !== null} className="bg-twill flex flex-col justify-end p-5 text-ecru-100">
            <p className="font-display text-xl leading-tight text-ecru-50">From fibre to the finished garment.</p>
            <p className="mt-2 text-sm text-ecru-200">Point at a category, or open its arrow, to see what we source.</p>
          </div>
        </div>
      </div>
    </li>
  );
}
