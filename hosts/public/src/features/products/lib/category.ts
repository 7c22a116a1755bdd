import { MENU_CATEGORIES } from '@texbridge/shared/constants';

/** A category in words: the menu's label (shared/src/constants.ts). */
export { categoryLabel } from '@texbridge/shared/constants';

/** The five categories with a public route of their own (/products/fibres …). */
export type MenuCategory = (typeof MENU_CATEGORIES)[number]['category'];

export const isMenuCategory = (value: unknown): value is MenuCategory =>
  MENU_CATEGORIES.some(({ category }) => category === value);

/** The category a listing URL names (its last segment), if it is one of the routed five. */
export function categoryFromPath(pathname: string): MenuCategory | undefined {
  const last = pathname.split('/').filter(Boolean).pop();
  return isMenuCategory(last) ? last : undefined;
}
