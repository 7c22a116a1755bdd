import { MENU_CATEGORIES, type ProductCategory } from '@texbridge/shared/constants';

/** The five categories with a public route of their own (/products/fibres …). */
export type MenuCategory = (typeof MENU_CATEGORIES)[number]['category'];

export const isMenuCategory = (value: unknown): value is MenuCategory =>
  MENU_CATEGORIES.some(({ category }) => category === value);

/**
 * Decision: wherever a screen names a category (breadcrumb, page title, "Related …", card chip) it uses the
 * menu label of docs/spec.md §2 — Fibre, Yarn, Fabric, Dyes & Chemical, Garments — not the URL slug, so the
 * visitor sees the same word in the menu, the breadcrumb and the heading. 'other' has no menu entry.
 */
export const categoryLabel = (category: ProductCategory): string =>
  MENU_CATEGORIES.find((entry) => entry.category === category)?.label ?? 'Other';

/** The category a listing URL names (its last segment), if it is one of the routed five. */
export function categoryFromPath(pathname: string): MenuCategory | undefined {
  const last = pathname.split('/').filter(Boolean).pop();
  return isMenuCategory(last) ? last : undefined;
}
