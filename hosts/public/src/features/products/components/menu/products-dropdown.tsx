import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useMatch } from 'react-router-dom';
import { MENU_CATEGORIES, type ProductCategory } from '@texbridge/shared/constants';
import { ChevronDownIcon } from '../../../../components/ui/chevron-icons.tsx';
import { desktopLinkClass } from '../../../../components/layout/nav-links.ts';
import { paths } from '../../../../config/paths.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { m } from '../../../../paraglide/messages.js';
import { categoryLabel } from '../../lib/category.ts';
import { useProductsDropdown } from './use-products-dropdown.ts';
import { CategoryFlyoutItem } from './category-flyout-item.tsx';

/**
 * The desktop menu's Products disclosure (docs/spec.md §2): All Products and the five categories, each
 * with a flyout of its products. The keys follow the WAI-ARIA menu button: Enter, Space or ArrowDown open
 * it on its first row, ArrowUp on its last; inside, ArrowDown/ArrowUp move between the rows (or the open
 * flyout's links), Home/End go to the first/last, ArrowRight opens a category's flyout and enters it,
 * ArrowLeft goes back to its row, Escape closes and returns focus to the button. The rows stay links
 * (not role=menuitem): they are site navigation, and Tab still walks through them.
 */
export function ProductsDropdown() {
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menu = useProductsDropdown(containerRef, buttonRef);
  const panelId = useId();
  const inProducts = useMatch({ path: paths.products.list.path, end: false }) !== null;
  // The disclosure needs scripts: until hydrated (or for good without them) Products is a plain link to the
  // products page, which lists the categories.
  const hydrated = useHydrated();

  const rows = () => [...(document.getElementById(panelId)?.querySelectorAll<HTMLElement>('[data-menu-row]') ?? [])];

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    flushSync(menu.openPinned);
    (event.key === 'ArrowDown' ? rows()[0] : rows().at(-1))?.focus();
  };

  const onPanelKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return;
    const flyout = active.closest<HTMLElement>('[data-flyout]');
    const item = active.closest<HTMLElement>('[data-menu-item]');
    const row = item?.querySelector<HTMLElement>('[data-menu-row]') ?? null;
    const items = flyout ? [...flyout.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : rows();
    const index = flyout ? items.indexOf(active) : row ? items.indexOf(row) : -1;
    const category = item?.dataset.menuItem as ProductCategory | undefined;
    let target: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = items[(index + 1) % items.length];
        break;
      case 'ArrowUp':
        target = items[(index - 1 + items.length) % items.length];
        break;
      case 'Home':
        target = items[0];
        break;
      case 'End':
        target = items.at(-1);
        break;
      case 'ArrowRight':
        if (flyout || !category || !MENU_CATEGORIES.some((entry) => entry.category === category)) return;
        flushSync(() => menu.openCategory(category));
        target =
          document
            .getElementById(`${panelId}-${category}`)
            ?.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? undefined;
        break;
      case 'ArrowLeft':
        if (!flyout) return;
        target = row ?? undefined;
        break;
      default:
        return;
    }
    event.preventDefault();
    target?.focus();
  };

  return (
    <li ref={containerRef} className="relative">
      {hydrated ? (
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
          {m.nav_products()}
          <ChevronDownIcon className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none" />
        </button>
      ) : (
        <NavLink
          to={paths.products.list.getHref()}
          data-current={inProducts || undefined}
          className={`gap-1 ${desktopLinkClass} data-current:font-semibold data-current:after:scale-x-100`}
        >
          {m.nav_products()}
          <ChevronDownIcon className="size-4" />
        </NavLink>
      )}
      {/* The keys are handled on the panel: each focusable in it is a link or a button already. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div id={panelId} hidden={!menu.open} onKeyDown={onPanelKeyDown} className="absolute top-full right-0 z-10 pt-3">
        <div className="relative grid min-h-80 w-[36rem] grid-cols-2 overflow-hidden rounded-xl border border-ecru-300 border-t-4 border-t-saffron-500 bg-ecru-50 shadow-xl shadow-indigo-950/15">
          <ul className="space-y-0.5 border-r border-ecru-200 p-3">
            <li data-menu-item="all" className="mb-2 border-b border-ecru-200 pb-2">
              <NavLink
                data-menu-row=""
                onFocus={() => menu.focusRow(null)}
                to={paths.products.list.getHref()}
                end
                onClick={menu.close}
                className="flex items-center justify-between rounded-lg bg-indigo-900 px-3 py-2.5 text-sm font-semibold text-ecru-50 hover:bg-indigo-800 focus-visible:outline-indigo-700"
              >
                {m.nav_all_products()}
                <span aria-hidden="true" className="text-saffron-400">
                  →
                </span>
              </NavLink>
            </li>
            {MENU_CATEGORIES.map(({ category }) => (
              <CategoryFlyoutItem
                key={category}
                category={category}
                label={categoryLabel(category)}
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
            <p className="font-display text-xl leading-tight text-ecru-50">{m.nav_intro_title()}</p>
            <p className="mt-2 text-sm text-ecru-200">{m.nav_intro_text()}</p>
          </div>
        </div>
      </div>
    </li>
  );
}
