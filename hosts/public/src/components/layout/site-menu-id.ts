/**
 * The footer's menu (every section of the site): where the small-screen menu button leads while the page
 * has no scripts, since its slide-in panel needs them. Apart from nav-links.ts: that button is in every
 * page's first load and needs this alone.
 */
export const SITE_MENU_ID = 'site-menu';
