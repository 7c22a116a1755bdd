import { NavLink } from 'react-router-dom';
import { ProductsDropdown } from '../../features/products/components/menu/products-dropdown.tsx';
import { desktopLinkClass, LINKS_AFTER_PRODUCTS, LINKS_BEFORE_PRODUCTS } from '../../components/layout/nav-links.ts';

/** The header's inline menu, from lg up (below, the slide-in panel of mobile-menu.tsx). */
export function DesktopNav() {
  const links = (items: typeof LINKS_BEFORE_PRODUCTS | typeof LINKS_AFTER_PRODUCTS) =>
    items.map(({ label, to, end }) => (
      <li key={to}>
        <NavLink to={to} end={end} className={desktopLinkClass}>
          {label}
        </NavLink>
      </li>
    ));

  return (
    <nav aria-label="Main">
      <ul className="flex items-center gap-1">
        {links(LINKS_BEFORE_PRODUCTS)}
        <ProductsDropdown />
        {links(LINKS_AFTER_PRODUCTS)}
      </ul>
    </nav>
  );
}
