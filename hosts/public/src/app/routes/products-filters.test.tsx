import { screen, within } from '@testing-library/react';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';

/** Three products whose specifications differ, newest first. */
function seed() {
  const poplin = make.product({
    title: 'Organic poplin',
    category: 'fabrics',
    certifications: ['GOTS'],
    origin: 'BD',
    fibres: [{ fibre: 'organic-cotton', percent: 100 }],
    moq: { value: 500, unit: 'm' },
    sampleAvailable: true,
  });
  const fleece = make.product({
    title: 'Recycled fleece',
    category: 'fabrics',
    certifications: ['GRS'],
    origin: 'CN',
    fibres: [{ fibre: 'recycled-polyester', percent: 100 }],
    moq: { value: 3000, unit: 'm' },
    sampleAvailable: false,
  });
  const yarn = make.product({
    title: 'GOTS yarn',
    category: 'yarn',
    certifications: ['GOTS'],
    origin: 'IN',
    fibres: [{ fibre: 'organic-cotton', percent: 100 }],
    moq: { value: 100, unit: 'kg' },
    sampleAvailable: true,
  });
  apiDb.products.push(poplin, fleece, yarn);
}

const filters = async () => within(await screen.findByRole('region', { name: 'Filter by specification' }));
const cardTitles = async () =>
  within(await screen.findByRole('list', { name: /Products|Fabric/ }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

describe('Product filters (/products?certification=…)', () => {
  // Each group is folded (<details>) until one of its values is chosen: its links are there, not yet shown.
  it('offers each value with how many products it keeps, each a link that adds it to the address', async () => {
    seed();
    renderRoute('/products');
    const panel = await filters();
    const gots = panel.getByRole('link', { name: 'GOTS 2 products', hidden: true });
    expect(gots).toHaveAttribute('href', '/products?certification=GOTS');
    expect(panel.getByRole('link', { name: 'Organic cotton 2 products', hidden: true })).toHaveAttribute(
      'href',
      '/products?fibre=organic-cotton',
    );
    expect(panel.getByRole('link', { name: 'Bangladesh 1 product', hidden: true })).toHaveAttribute(
      'href',
      '/products?origin=BD',
    );
    // A cap counts the products measured its way: the yarn by weight, the fabrics by length.
    expect(panel.getByRole('link', { name: 'Minimum order ≤ 100 kg 1 product', hidden: true })).toHaveAttribute(
      'href',
      '/products?moqMax=100kg',
    );
    expect(panel.getByRole('link', { name: 'Minimum order ≤ 1 t 1 product', hidden: true })).toHaveAttribute(
      'href',
      '/products?moqMax=1t',
    );
    expect(panel.getByRole('link', { name: 'Minimum order ≤ 500 m 1 product', hidden: true })).toHaveAttribute(
      'href',
      '/products?moqMax=500m',
    );
    expect(panel.getByRole('link', { name: 'Minimum order ≤ 5,000 m 2 products', hidden: true })).toBeInTheDocument();
    // No product is sold by the piece: no cap in pieces is offered.
    expect(panel.queryByRole('link', { name: /pcs/, hidden: true })).not.toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Samples available 2 products', hidden: true })).toHaveAttribute(
      'href',
      '/products?sample=true',
    );
  });

  it('lists only what the filters keep, together, shows them as chips that remove them, and keeps them across pages', async () => {
    seed();
    renderRoute('/products?certification=GOTS&fibre=organic-cotton&moqMax=500m');
    expect(await cardTitles()).toEqual(['Organic poplin']);
    const chosen = within((await filters()).getByRole('list', { name: 'Chosen filters' }));
    expect(chosen.getByRole('link', { name: 'Remove the filter GOTS' })).toHaveAttribute(
      'href',
      '/products?fibre=organic-cotton&moqMax=500m',
    );
    expect(chosen.getByRole('link', { name: 'Remove the filter MOQ ≤ 500 m' })).toHaveAttribute(
      'href',
      '/products?certification=GOTS&fibre=organic-cotton',
    );
    expect(chosen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/products');
    // The chosen value is marked, and its link takes it away again.
    expect((await filters()).getByRole('link', { name: 'GOTS 1 product' })).toHaveAttribute('aria-current', 'true');
  });

  it('compares minimum orders in one unit per kind: 20 t of lint is not under a cap of 100 kg, nor of 1,000 m', async () => {
    seed();
    apiDb.products.push(
      make.product({ title: 'Cotton lint', category: 'fibres', moq: { value: 20, unit: 't' }, certifications: [] }),
    );
    const first = renderRoute('/products?moqMax=100kg');
    expect(await cardTitles()).toEqual(['GOTS yarn']);
    first.unmount();
    renderRoute('/products?moqMax=20000kg');
    expect(await cardTitles()).toEqual(['GOTS yarn', 'Cotton lint']);
  });

  it('lists the products without samples as a page of its own', async () => {
    seed();
    renderRoute('/products?sample=false');
    expect(await cardTitles()).toEqual(['Recycled fleece']);
    expect(
      within((await filters()).getByRole('list', { name: 'Chosen filters' })).getByRole('link', {
        name: 'Remove the filter Without samples',
      }),
    ).toHaveAttribute('href', '/products');
  });

  it('filters a category page the same way, with counts inside the category', async () => {
    seed();
    renderRoute('/products/fabrics?origin=CN');
    expect(await cardTitles()).toEqual(['Recycled fleece']);
    const panel = await filters();
    expect(panel.getByRole('link', { name: 'GRS 1 product', hidden: true })).toHaveAttribute(
      'href',
      '/products/fabrics?certification=GRS&origin=CN',
    );
    expect(panel.queryByRole('link', { name: /^GOTS/, hidden: true })).not.toBeInTheDocument();
  });

  it('says when the filters keep nothing, with a way back', async () => {
    seed();
    renderRoute('/products?certification=BSCI');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/products');
  });

  it('answers Page Not Found for a filter value the list does not have, or a repeated one', async () => {
    seed();
    for (const address of [
      '/products?certification=Oekotex',
      '/products?sample=true&sample=false',
      '/products?origin=BD&origin=BD',
    ]) {
      const shown = renderRoute(address);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      shown.unmount();
    }
  });

  it('keeps any of several values of one filter and all of the others, each a chip, and keeps crawlers out', async () => {
    seed();
    renderRoute('/products?origin=BD&origin=IN&certification=GOTS');
    expect(await cardTitles()).toEqual(['Organic poplin', 'GOTS yarn']);
    const panel = await filters();
    const chosen = within(panel.getByRole('list', { name: 'Chosen filters' }));
    expect(chosen.getByRole('link', { name: 'Remove the filter Bangladesh' })).toHaveAttribute(
      'href',
      '/products?certification=GOTS&origin=IN',
    );
    expect(chosen.getByRole('link', { name: 'Remove the filter India' })).toHaveAttribute(
      'href',
      '/products?certification=GOTS&origin=BD',
    );
    // Another filter is added beside them, and a link to a list narrowed so far is not for crawlers.
    const cotton = panel.getByRole('link', { name: 'Organic cotton 2 products', hidden: true });
    expect(cotton).toHaveAttribute('href', '/products?certification=GOTS&fibre=organic-cotton&origin=BD&origin=IN');
    expect(cotton).toHaveAttribute('rel', 'nofollow');
    // The page narrowed by three values is not indexed, and its canonical is the list it narrows.
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/products$/);
  });

  it('folds the groups behind “Filters” on a phone, and lands on the results with “Show N products”', async () => {
    seed();
    const { user } = renderRoute('/products?certification=GOTS');
    const panel = await filters();
    const toggle = panel.getByRole('button', { name: 'Filters (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const groups = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(groups).toHaveClass('hidden', 'sm:grid');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(groups).not.toHaveClass('hidden');
    await user.click(panel.getByRole('button', { name: 'Show 2 products' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('product-results')).toHaveFocus();
  });
});
