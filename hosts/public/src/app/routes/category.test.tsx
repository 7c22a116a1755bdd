import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const main = () => within(screen.getByRole('main'));
const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => [JSON.parse(script.textContent ?? 'null')].flat() as Record<string, unknown>[],
  );

describe('Category listing (/products/:category)', () => {
  it("shows the breadcrumb 'Products / Category / Yarn', linking Products to /products, and is titled by the menu label", async () => {
    apiDb.products.push(make.product({ category: 'yarn' }));
    renderRoute('/products/yarn');

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent(/^Products \/ Category \/ Yarn$/);
    expect(within(breadcrumb).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(breadcrumb).getByText('Yarn')).toHaveAttribute('aria-current', 'page');
    // 'Category' groups; it has no page to link to.
    expect(within(breadcrumb).getAllByRole('link')).toHaveLength(1);
    expect(main().getByRole('heading', { level: 1, name: 'Yarn' })).toBeInTheDocument();
    expect(document.title).toBe('Yarn | TexBridge');
  });

  it('names a category by its menu label: /products/dyes is Dyes & Chemical', async () => {
    apiDb.products.push(make.product({ category: 'dyes' }));
    renderRoute('/products/dyes');
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      /^Products \/ Category \/ Dyes & Chemical$/,
    );
    expect(document.title).toBe('Dyes & Chemical | TexBridge');
    const categories = within(main().getByRole('navigation', { name: 'Product categories' }));
    expect(categories.getByRole('link', { name: 'Dyes & Chemical' })).toHaveAttribute('aria-current', 'page');
    expect(categories.getByRole('link', { name: 'All products' })).not.toHaveAttribute('aria-current');
  });

  it("says exactly 'This items not available right now' when the category is empty", async () => {
    apiDb.products.push(make.product({ category: 'yarn' }));
    renderRoute('/products/garments');
    expect(await screen.findByText('This items not available right now')).toBeInTheDocument();
    expect(main().queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Products / Category / Garments');
  });

  it('shows only that category, linking each card to its detail', async () => {
    const yarn = [
      make.product({ title: 'Melange Yarn 30/1', category: 'yarn' }),
      make.product({ title: 'Slub Yarn 24/1', category: 'yarn' }),
    ];
    const fabric = make.product({ title: 'Single Jersey 160 GSM', category: 'fabrics' });
    apiDb.products.push(yarn[0]!, fabric, yarn[1]!);
    renderRoute('/products/yarn');

    const grid = within(await screen.findByRole('list', { name: 'Yarn' }));
    expect(grid.getAllByRole('article')).toHaveLength(2);
    expect(grid.getByRole('link', { name: 'Melange Yarn 30/1' })).toHaveAttribute('href', `/products/${yarn[0]!._id}`);
    expect(grid.getByRole('link', { name: 'Slub Yarn 24/1' })).toBeInTheDocument();
    expect(screen.queryByText('Single Jersey 160 GSM')).not.toBeInTheDocument();
  });

  it('asks the API for the category and keeps out a stray record it returns', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('category'));
        return HttpResponse.json([
          make.product({ title: 'Carded Yarn 20/1', category: 'fibres' }),
          make.product({ title: 'Denim 12 oz', category: 'fabrics' }),
        ]);
      }),
    );
    renderRoute('/products/fibres');
    expect(await screen.findByRole('link', { name: 'Carded Yarn 20/1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Denim 12 oz' })).not.toBeInTheDocument();
    expect(asked).toEqual(['fibres']);
  });

  it('pages a long category 9 at a time, with page links that keep the category path', async () => {
    const rows = Array.from({ length: 10 }, (_, index) =>
      make.product({ title: `Fabric lot ${index + 1}`, category: 'fabrics' }),
    );
    apiDb.products.push(...rows);
    renderRoute('/products/fabrics');
    const grid = within(await screen.findByRole('list', { name: 'Fabric' }));
    expect(grid.getAllByRole('article')).toHaveLength(9);
    const pages = within(main().getByRole('navigation', { name: 'Fabric pages' }));
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/products/fabrics?page=2');
  });

  it('moves focus to the top of the list on page 2, not leaving it at the page links', async () => {
    apiDb.products.push(
      ...Array.from({ length: 10 }, (_, index) =>
        make.product({ title: `Fabric lot ${index + 1}`, category: 'fabrics' }),
      ),
    );
    const { user } = renderRoute('/products/fabrics');
    const pages = within(await screen.findByRole('navigation', { name: 'Fabric pages' }));
    await user.click(pages.getByRole('link', { name: 'Page 2' }));
    const top = await main().findByText('Showing 10–10 of 10 products');
    await waitFor(() => expect(top).toHaveFocus());
  });

  it('describes the trail as a schema.org BreadcrumbList', async () => {
    renderRoute('/products/fabrics');
    await screen.findByText('This items not available right now');
    const trail = jsonLd().find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Products', item: 'https://texbridge.example/products' },
      { '@type': 'ListItem', position: 2, name: 'Fabric', item: 'https://texbridge.example/products/fabrics' },
    ]);
  });
});
