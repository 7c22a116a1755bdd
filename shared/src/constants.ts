/** Business constants of docs/spec.md §9 and the category vocabulary of §3. */

/** The agency's name when a deployment gives none: the site's titles and the API's spec sheets. */
export const DEFAULT_SITE_NAME = 'TexBridge';

export const PRODUCT_CATEGORIES = ['fibres', 'yarn', 'fabrics', 'dyes', 'garments', 'other'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The five categories that have their own public route, with the menu labels of docs/spec.md §2. */
export const MENU_CATEGORIES = [
  { category: 'fibres', label: 'Fibre' },
  { category: 'yarn', label: 'Yarn' },
  { category: 'fabrics', label: 'Fabric' },
  { category: 'dyes', label: 'Dyes & Chemical' },
  { category: 'garments', label: 'Garments' },
] as const satisfies readonly { category: ProductCategory; label: string }[];

/**
 * A category in words, wherever a screen names one (menu, breadcrumb, heading, card chip, the dashboard's
 * select and column): the menu's label of docs/spec.md §2, not the URL slug; 'other' has no menu entry.
 */
export const categoryLabel = (category: ProductCategory): string =>
  MENU_CATEGORIES.find((entry) => entry.category === category)?.label ?? 'Other';

export const PAGE_SIZES = {
  sliderAdmin: 10,
  newsAdmin: 10,
  contactAdmin: 10,
  aboutAdmin: 10,
  privacyAdmin: 10,
  reviewsAdmin: 10,
  enquiriesAdmin: 10,
  usersAdmin: 50,
  productsAdmin: 20,
  publicProducts: 9,
} as const;

/** Pagination buttons show only when a list has more records than this. */
export const PAGINATION_THRESHOLDS = {
  general: 9,
  productsAdmin: 18,
  publicProducts: 8,
  usersAdmin: 9,
} as const;

/** The largest page a list endpoint serves when asked for pages. */
export const MAX_PAGE_LIMIT = 100;
/** The page size of ?page= without ?limit=. */
export const DEFAULT_PAGE_LIMIT = 20;

/** What POST /uploads accepts (README "The API"), checked in the browser too so a wrong file costs no upload. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const RATING_MAX = 5;

/**
 * Where a form of the site sent without JavaScript lands once the API has stored it (the render server's
 * 303): the site's confirmation pages. An RFQ's reference is in `?reference=`, a message's page in `?from=`.
 */
export const SENT_PAGES = { rfq: '/quote/sent', enquiry: '/message-sent' } as const;
