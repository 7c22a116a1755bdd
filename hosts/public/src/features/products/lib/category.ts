import { MENU_CATEGORIES, type ProductCategory } from '@texbridge/shared/constants';
import { m } from '../../../paraglide/messages.js';

/**
 * A category in words, in the page's language: the menu's label (docs/spec.md §2, shared/src/constants.ts) is
 * the English catalogue's (shared/messages/en.json), and the other catalogues say it in theirs.
 */
const CATEGORY_NAMES = {
  fibres: m.category_fibres,
  yarn: m.category_yarn,
  fabrics: m.category_fabrics,
  dyes: m.category_dyes,
  garments: m.category_garments,
  other: m.category_other,
} satisfies Record<ProductCategory, () => string>;

export const categoryLabel = (category: ProductCategory): string => CATEGORY_NAMES[category]();

/** The five categories with a public route of their own (/products/fibres …). */
export type MenuCategory = (typeof MENU_CATEGORIES)[number]['category'];

export const isMenuCategory = (value: unknown): value is MenuCategory =>
  MENU_CATEGORIES.some(({ category }) => category === value);

/** The category a listing URL names (its last segment), if it is one of the routed five. */
export function categoryFromPath(pathname: string): MenuCategory | undefined {
  const last = pathname.split('/').filter(Boolean).pop();
  return isMenuCategory(last) ? last : undefined;
}
