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
  /** False for a screen kept for old links but left out of the side menu. */
  inMenu?: false;
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
  // docs/quotes.md: enquiries and RFQs together.
  inbox: { path: 'inbox', label: 'Inbox', title: 'Inbox' },
  // docs/history.md: what staff can get back, and who did what.
  trash: { path: 'trash', label: 'Trash', title: 'Trash' },
  activity: { path: 'activity', label: 'Activity', title: 'Activity' },
  /** One record's revisions, reached from a manager's row or the Activity screen. */
  history: { path: 'history', label: 'History', title: 'History', inMenu: false },
} as const satisfies Record<string, AdminScreen>;

/** The old Enquiries screen's address: old links and bookmarks open the inbox's enquiries. */
export const oldEnquiriesPath = 'enquiries';
export const enquiriesInInbox = { pathname: `../${adminScreens.inbox.path}`, search: '?type=enquiry' };

/** The side menu's order. */
export const menuScreens: readonly AdminScreen[] = Object.values(adminScreens).filter(
  (screen: AdminScreen) => screen.inMenu !== false,
);

/**
 * One request in the inbox, under the inbox's route: `rfq/<id>` or `enquiry/<id>`, so that with the
 * basename it is the link in the e-mail to staff (`inboxItemPath` in shared/src/resources/pipeline.ts).
 */
export const inboxItemRoute = ':type/:id';
/** The link to one request, relative to the inbox's route. */
export const inboxItemLink = (type: string, id: string) => `${type}/${encodeURIComponent(id)}`;

/** One record's history, under the history route: `products/<id>`. */
export const historyRecordRoute = ':resource/:id';
/** The link to one record's history from a screen at the top level (Activity, a manager). */
export const historyLink = (resource: string, id: string) =>
  `../${adminScreens.history.path}/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`;

/** The manager screen of each resource that keeps revisions, by the resource's name. */
export const managerOf: Readonly<Record<string, AdminScreen>> = {
  sliders: adminScreens.slider,
  about: adminScreens.about,
  news: adminScreens.news,
  contacts: adminScreens.contact,
  products: adminScreens.product,
  privacy: adminScreens.privacy,
  reviews: adminScreens.reviews,
};

/** '/admin/' and '/admin' both become '/admin'; '/' becomes ''. */
export const normaliseBasename = (basename: string) => `/${basename.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');

export const screenHref = (basename: string, screen: AdminScreen) => `${normaliseBasename(basename)}/${screen.path}`;

/** The public site's home ('Back To Website'). */
export const websiteHref = '/';

/**
 * A product's public page (the site's /products/:id): the dashboard edits products in a modal with no
 * address of its own, so a request's product links to the page the buyer saw.
 */
export const productPageHref = (id: string) => `/products/${encodeURIComponent(id)}`;

export const pageTitle = (name: string) => `${name} | Dashboard`;
