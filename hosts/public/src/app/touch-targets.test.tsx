import { screen, within } from '@testing-library/react';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../testing/api-db.ts';
import { renderRoute } from '../testing/render-route.tsx';

/**
 * Touch targets of at least 44×44 px and no text under 12 px (WCAG 2.5.5, for a phone's fingertip). jsdom lays nothing out, so
 * these check the Tailwind 4 classes that give the size: h-11/min-h-11/size-11 = 44 px, text-xs = 12 px.
 */
const classes = (element: Element) => element.getAttribute('class')?.split(/\s+/) ?? [];
const tall = (element: Element) =>
  expect(
    classes(element).some((name) => ['h-11', 'min-h-11', 'size-11'].includes(name)),
    element.outerHTML,
  ).toBe(true);
const wide = (element: Element) =>
  expect(
    classes(element).some((name) => ['w-11', 'min-w-11', 'size-11'].includes(name)),
    element.outerHTML,
  ).toBe(true);
/** Arbitrary sizes (text-[0.625rem]) and the sizes below 12 px (none in Tailwind 4 below text-xs). */
const readable = (element: Element) => expect(classes(element).filter((name) => /^text-\[/.test(name))).toEqual([]);

describe('touch targets and text size (WCAG 2.5.5)', () => {
  it('gives the promo phones, footer phones and WhatsApp pills and the slider dots 44×44 px; the tagline and date box 12 px', async () => {
    apiDb.sliders.push(make.slider({ title: 'One' }), make.slider({ title: 'Two' }));
    apiDb.news.push(make.news({ title: 'Fair dates', day: 3, month: 4, year: 2026 }));
    renderRoute('/');
    await screen.findByRole('button', { name: 'Show slide 2' });

    // An island, as the footer: rendered in the browser, it comes with its code.
    const promo = within(await screen.findByRole('complementary', { name: 'Contact the agency' }));
    for (const phone of promo.getAllByRole('link', { name: /^Call / })) {
      tall(phone);
      wide(phone);
    }
    const footer = within(await screen.findByRole('contentinfo'));
    for (const pill of footer.getAllByRole('link', { name: /^WhatsApp / })) {
      tall(pill);
      wide(pill);
    }
    for (const phone of footer.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('tel:'))) {
      tall(phone);
    }
    for (const dot of screen.getAllByRole('button', { name: /^Show slide / })) {
      tall(dot);
      wide(dot);
    }

    for (const tagline of screen.getAllByText('Textile sourcing · Dhaka')) readable(tagline);
    const dayBox = (await screen.findByText('05/2026')).closest('[aria-hidden="true"]')!;
    for (const part of dayBox.querySelectorAll('span')) readable(part);
  });

  it('gives the category chips and page buttons 44 px', async () => {
    apiDb.products.push(...Array.from({ length: 10 }, (_, n) => make.product({ title: `Product ${n + 1}` })));
    renderRoute('/products');
    const chips = within(await screen.findByRole('navigation', { name: 'Product categories' }));
    for (const chip of chips.getAllByRole('link')) tall(chip);
    const pages = within(screen.getByRole('navigation', { name: 'Products pages' }));
    for (const page of pages.getAllByRole('link')) {
      tall(page);
      wide(page);
    }
  });

  it('gives the breadcrumb links 44 px', async () => {
    apiDb.products.push(make.product({ title: 'Slub Yarn', category: 'yarn' }));
    renderRoute('/products/yarn');
    const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    for (const link of trail.getAllByRole('link')) {
      tall(link);
      wide(link);
    }
  });

  it("gives the Products flyout's product links 44 px", async () => {
    apiDb.products.push(make.product({ title: 'Slub Yarn', category: 'yarn' }));
    const { user } = renderRoute('/');
    const button = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', {
      name: 'Products',
    });
    await user.click(button);
    const panel = within(document.getElementById(button.getAttribute('aria-controls')!)!);
    await user.click(panel.getByRole('button', { name: 'Yarn products' }));
    const list = within(await panel.findByRole('list', { name: 'Yarn products' }));
    for (const link of list.getAllByRole('link')) tall(link);
  });
});
