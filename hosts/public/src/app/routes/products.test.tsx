import { act, screen, waitFor, within } from '@testing-library/react';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { renderRoute } from '../../testing/render-route.tsx';

/** `count` products, newest first as the API lists them, titled so their order is readable. */
function seed(count: number) {
  const rows = Array.from({ length: count }, (_, index) =>
    make.product({
      title: `Sample lot ${String(index + 1).padStart(2, '0')}`,
      category: index % 2 ? 'fabrics' : 'yarn',
    }),
  );
  apiDb.products.push(...rows);
  return rows;
}

const main = () => within(screen.getByRole('main'));
const grid = async () => within(await screen.findByRole('list', { name: 'Products' }));
const cardTitles = async () =>
  (await grid()).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pager = () => main().queryByRole('navigation', { name: 'Products pages' });

describe('Products grid (/products)', () => {
  it('is titled, and shows each product as a card with a sized image (the first one fetched first, the rest lazily) and a title linking to its detail', async () => {
    const [first, second] = seed(2);
    renderRoute('/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(document.title).toBe('Products | TexBridge');
    const cards = (await grid()).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: first!.title })).toHaveAttribute(
      'href',
      `/products/${first!._id}`,
    );
    expect(within(cards[1]!).getByRole('link', { name: second!.title })).toHaveAttribute(
      'href',
      `/products/${second!._id}`,
    );
    // The first card's image is the page's LCP: fetched at once and first; the others wait for the viewport.
    const [image, next] = cards.map((card) => card.querySelector('img')!);
    expect(image).toHaveAttribute('src', `${API}${first!.productImage}`);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(next).toHaveAttribute('loading', 'lazy');
    expect(next).not.toHaveAttribute('fetchpriority');
    for (const sized of [image, next]) {
      expect(sized).toHaveAttribute('width');
      expect(sized).toHaveAttribute('height');
    }
    // The mixed grid names each card's category by its menu label.
    expect(within(cards[1]!).getByText('Fabric')).toBeInTheDocument();
  });

  it('shows each card’s minimum order, origin and certifications, those it has', async () => {
    apiDb.products.push(
      make.product({ title: 'Bare', moq: undefined, origin: undefined, certifications: [] }),
      make.product({ title: 'Specified', moq: { value: 2, unit: 't' }, origin: 'IN', certifications: ['GOTS'] }),
    );
    renderRoute('/products');
    const cards = (await grid()).getAllByRole('article');
    const facts = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('listitem')
        .map((fact) => fact.textContent);
    expect(facts(cards[0]!)).toEqual([]);
    expect(facts(cards[1]!)).toEqual(['MOQ 2 t', 'India', 'GOTS']);
  });

  it('shows exactly 9 cards on page 1 of 12, with page 1 marked current', async () => {
    const rows = seed(12);
    renderRoute('/products');
    expect(await cardTitles()).toEqual(rows.slice(0, 9).map((row) => row.title));
    const pages = within(pager()!);
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products?page=2');
    expect(main().getByText('Showing 1–9 of 12 products')).toBeInTheDocument();
  });

  it('shows no page buttons for 8 products (docs/spec.md §9: only above 8)', async () => {
    seed(8);
    renderRoute('/products');
    expect(await cardTitles()).toHaveLength(8);
    expect(pager()).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('shows page buttons for 9 products', async () => {
    seed(9);
    renderRoute('/products');
    expect(await cardTitles()).toHaveLength(9);
    expect(within(pager()!).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()!).queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('shows the rest on ?page=2 and marks page 2 current', async () => {
    const rows = seed(12);
    renderRoute('/products?page=2');
    expect(await cardTitles()).toEqual(rows.slice(9).map((row) => row.title));
    const pages = within(pager()!);
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/products');
    expect(pages.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products');
    expect(pages.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('puts the page in the URL when a page link is clicked, and back returns to page 1', async () => {
    const rows = seed(12);
    const { user, router } = renderRoute('/products');
    expect(await cardTitles()).toHaveLength(9);

    await user.click(within(pager()!).getByRole('link', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(async () => expect(await cardTitles()).toEqual(rows.slice(9).map((row) => row.title)));
    expect(within(pager()!).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(-1));
    await waitFor(async () => expect(await cardTitles()).toEqual(rows.slice(0, 9).map((row) => row.title)));
    expect(router.state.location.search).toBe('');
  });

  it('takes the view and focus to the top of the list after a page link, not leaving them at the bottom', async () => {
    seed(12);
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      const { user } = renderRoute('/products');
      expect(await cardTitles()).toHaveLength(9);
      expect(scrollIntoView).not.toHaveBeenCalled();

      await user.click(within(pager()!).getByRole('link', { name: 'Page 2' }));
      const top = await main().findByText('Showing 10–12 of 12 products');
      await waitFor(() => expect(top).toHaveFocus());
      expect(scrolled).toEqual([top]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it.each([
    ['junk', '?page=abc'],
    ['zero', '?page=0'],
    ['past the end', '?page=3'],
  ])('shows Page Not Found for a %s page number, not another page under its address', async (_, search) => {
    seed(12);
    renderRoute(`/products${search}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('says so when the catalogue is empty', async () => {
    renderRoute('/products');
    expect(await screen.findByText('No products have been listed yet.')).toBeInTheDocument();
    expect(main().queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('offers every category as a link, with All products current', async () => {
    seed(1);
    renderRoute('/products');
    const categories = within(await screen.findByRole('navigation', { name: 'Product categories' }));
    expect(categories.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'Dyes & Chemical' })).toHaveAttribute('href', '/products/dyes');
    expect(categories.getAllByRole('link')).toHaveLength(6);
  });
});
