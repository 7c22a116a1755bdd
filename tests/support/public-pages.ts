import { expect, type Page } from '@playwright/test';
import type { SystemState } from './system.ts';
import { oldest, type NewsRecord, type ProductRecord } from './visitor.ts';

/** A public page: where it is, and the heading a visitor sees there. */
export interface Target {
  name: string;
  path: () => Promise<string>;
  heading: () => Promise<string | RegExp>;
}

const fixed = (name: string, path: string, heading: string | RegExp): Target => ({
  name,
  path: async () => path,
  heading: async () => heading,
});

/** Every public page of docs/spec.md §2, the page-not-found page included. */
export const publicPages = (state: SystemState): Target[] => [
  fixed('home', '/', /textile sourcing/i),
  fixed('about', '/about', 'About Us'),
  fixed('products', '/products', 'Products'),
  fixed('category fibres', '/products/fibres', 'Fibre'),
  fixed('category yarn', '/products/yarn', 'Yarn'),
  fixed('category fabrics', '/products/fabrics', 'Fabric'),
  fixed('category dyes', '/products/dyes', 'Dyes & Chemical'),
  fixed('category garments', '/products/garments', 'Garments'),
  {
    name: 'product detail',
    path: async () => `/products/${(await oldest<ProductRecord>(state, '/?category=yarn'))[0]!._id}`,
    heading: async () => (await oldest<ProductRecord>(state, '/?category=yarn'))[0]!.title,
  },
  fixed('news', '/news', 'News'),
  {
    name: 'news detail',
    path: async () => `/news/${(await oldest<NewsRecord>(state, '/news'))[0]!._id}`,
    heading: async () => (await oldest<NewsRecord>(state, '/news'))[0]!.title,
  },
  fixed('contact', '/contact', 'Contact Us'),
  fixed('login', '/login', 'Login Admin Panel'),
  fixed('page not found', '/no-such-page', 'Page Not Found'),
];

/**
 * Waits until the server-rendered page has been handed to React (hydrateRoot has run on #root): from
 * then on a click is React's, replayed if its part is still hydrating, rather than a plain link's or lost.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** Whether React rendered this element (it has React's handlers), rather than it being the server's HTML of an island. */
export const isReactElement = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/** Loads a page, waits for its heading, scrolls to the footer until its form has arrived, and back. */
export async function visit(page: Page, siteUrl: string, path: string, heading: string | RegExp) {
  await page.goto(siteUrl + path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // A page's code comes after its first paint (hosts/public/src/page-code-loader.js). Scrolling before it
  // has come is lean-requests.spec.ts' case; here the hydration checks run on a page React has.
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  // In one step in the page: the footer's server HTML is replaced by the live footer as it comes near
  // (hosts/public/src/components/ui/island.tsx), which can detach an element a locator already holds.
  await footer.waitFor();
  await page.evaluate('document.querySelector("footer").scrollIntoView()');
  await expect(footer.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await page.evaluate('window.scrollTo(0, 0)');
}
