import { paths } from '../../config/paths.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The header's plain links, either side of the Products dropdown (docs/spec.md §2). Each label is a message,
 * called as the menu renders: in the page's language.
 */
export const LINKS_BEFORE_PRODUCTS = [
  { label: m.nav_home, to: paths.home.getHref(), end: true },
  { label: m.nav_about, to: paths.about.getHref(), end: false },
] as const;

export const LINKS_AFTER_PRODUCTS = [
  { label: m.nav_news, to: paths.news.list.getHref(), end: false },
  { label: m.nav_contact, to: paths.contact.getHref(), end: false },
] as const;

/** Desktop menu item: the current page gets a saffron underline as well as aria-current. */
export const desktopLinkClass =
  'relative inline-flex items-center rounded-md px-3 py-2 text-[0.9375rem] font-medium text-indigo-900 transition-colors ' +
  'after:absolute after:inset-x-3 after:bottom-0.5 after:h-0.5 after:origin-left after:scale-x-0 after:rounded-full ' +
  'after:bg-saffron-500 after:transition-transform hover:text-madder-600 hover:after:scale-x-100 ' +
  'focus-visible:outline-indigo-700 aria-[current=page]:font-semibold aria-[current=page]:after:scale-x-100';
