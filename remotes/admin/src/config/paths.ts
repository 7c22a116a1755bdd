/**
 * The dashboard's screens once: the side menu, the routes and the page titles all read from here.
 * Paths are relative to wherever the host mounts the dashboard (its `basename`, /admin).
 */
export interface AdminScreen {
  /** The route under the basename, e.g. 'slider'. */
  path: string;
  /** The side-menu label (docs/spec.md §2 "Admin shell"). */
  label: string;
  /** The page's name: '{title} | Dashboard' (docs/spec.md §2). */
  title: string;
}

export const adminScreens = {
  slider: { path: 'slider', label: 'Slider', title: 'Slider Controller' },
  about: { path: 'about', label: 'About', title: 'About Us' },
  news: { path: 'news', label: 'News', title: 'News' },
  contact: { path: 'contact', label: 'Contact', title: 'Contact' },
  product: { path: 'product', label: 'Products', title: 'Products' },
  privacy: { path: 'privacy', label: 'Privacy Center', title: 'Privacy Center' },
  users: { path: 'users', label: 'All Users', title: 'All Users' },
  reviews: { path: 'reviews', label: 'Reviews', title: 'Reviews' },
  enquiries: { path: 'enquiries', label: 'Enquiries', title: 'Enquiries' },
} as const satisfies Record<string, AdminScreen>;

/** The side menu's order. */
export const menuScreens: readonly AdminScreen[] = Object.values(adminScreens);

/** '/admin/' and '/admin' both become '/admin'; '/' becomes ''. */
export const normaliseBasename = (basename: string) => `/${basename.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');

export const screenHref = (basename: string, screen: AdminScreen) => `${normaliseBasename(basename)}/${screen.path}`;

/** The public site's home ('Back To Website'). */
export const websiteHref = '/';

export const pageTitle = (name: string) => `${name} | Dashboard`;
