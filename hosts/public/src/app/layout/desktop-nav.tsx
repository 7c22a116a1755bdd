import { NavLink } from 'react-router-dom';
import { ProductsDropdown } from '../../features/products/components/menu/products-dropdown.tsx';
import { desktopLinkClass, LINKS_AFTER_PRODUCTS, LINKS_BEFORE_PRODUCTS } from '../../components/layout/nav-links.ts';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { m } from '../../paraglide/messages.js';

/**
 * The header's inline menu and search box, from lg up (below, the slide-in panel of mobile-menu.tsx). The
 * search box is a plain form: it works before this code arrives.
 */
export function DesktopNav() {
  const links = (items: typeof LINKS_BEFORE_PRODUCTS | typeof LINKS_AFTER_PRODUCTS) =>
    items.map(({ label, to, end }) => (
      <li key={to}>
        <NavLink to={to} end={end} className={desktopLinkClass}>
          {label()}
        </NavLink>
      </li>
    ));

  return (
    <div className="flex items-center gap-4">
      <nav aria-label={m.nav_main()}>
        <ul className="flex items-center gap-1">
          {links(LINKS_BEFORE_PRODUCTS)}
          <ProductsDropdown />
          {links(LINKS_AFTER_PRODUCTS)}
        </ul>
      </nav>
      {/* Narrow enough that the menu, the Quote link and the logo keep one line (header.tsx). */}
      <div className="w-44 xl:w-56">
        <SearchForm id="header-search-q" />
      </div>
    </div>
  );
}
