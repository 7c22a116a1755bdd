import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { productFields } from '@texbridge/shared/resources/product-fields';
import type { Product } from '@texbridge/shared/resources/products';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { relatedProductsQueryOptions } from '../../features/products/api/get-related-products.ts';

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => [JSON.parse(script.textContent ?? 'null')].flat() as Record<string, unknown>[],
  );
const region = (name: string) => within(screen.getByRole('region', { name }));

/** What the page shows of a product: the fields declared `shown`, and the certifications' badges. */
const SHOWN = [
  ...Object.keys(productFields).filter((name) => 'shown' in productFields[name as keyof typeof productFields]),
  'certifications',
];
/**
 * A product with only the shown fields `over` gives (as one made before the specification, when none), so that
 * a field declared later is not on its page unless a test gives it.
 */
const withShown = (over: Partial<Product>) => {
  const product = make.product(over);
  for (const name of SHOWN) if (!(name in over)) delete (product as Record<string, unknown>)[name];
  return product;
};

const organicYarn = () =>
  make.product({
    title: 'Organic Slub Yarn 30/1',
    desc: 'Open-end slub yarn for casual knits.\n\nAvailable on 1.89 kg cones.',
    feature: ['GOTS certified', 'Irregular slub effect'],
    composition: ['95% Organic Cotton', '5% Elastane'],
    endUse: 'T-shirts and casual tops',
    background: 'Spun in Gazipur from Indian organic cotton.',
    category: 'yarn',
  });

describe('Product detail (/products/:id)', () => {
  it('shows the title, image and the four sections, and is titled by the first 10 characters', async () => {
    const product = organicYarn();
    apiDb.products.push(product);
    renderRoute(`/products/${product._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Organic Slub Yarn 30/1' })).toBeInTheDocument();
    expect(document.title).toBe('Organic Sl | TexBridge');
    expect(screen.getByRole('img', { name: 'Organic Slub Yarn 30/1' })).toHaveAttribute(
      'src',
      `${API}${product.productImage}`,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Product Description' })).toBeInTheDocument();
    expect(region('Product Description').getByText('Open-end slub yarn for casual knits.')).toBeInTheDocument();
    expect(region('Product Description').getByText('Available on 1.89 kg cones.')).toBeInTheDocument();

    const features = region('Product Feature').getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual(['GOTS certified', 'Irregular slub effect']);
    const composition = region('Product Composition').getAllByRole('listitem');
    expect(composition.map((item) => item.textContent)).toEqual(['95% Organic Cotton', '5% Elastane']);
    expect(region('Product Background').getByText('Spun in Gazipur from Indian organic cotton.')).toBeInTheDocument();
    expect(region('End Use').getByText('T-shirts and casual tops')).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('Products / Yarn / Organic Slub Yarn 30/1');
    expect(within(breadcrumb).getByRole('link', { name: 'Yarn' })).toHaveAttribute('href', '/products/yarn');
    // On the site's own origin: the render server passes it on from the API (docs/spec-sheet.md).
    expect(screen.getByRole('link', { name: 'Spec sheet (PDF)' })).toHaveAttribute(
      'href',
      `/products/${product._id}/sheet.pdf`,
    );
  });

  it("shows 'Related Yarn' cards of other yarn only, never the product itself, at most 4", async () => {
    const product = organicYarn();
    const others = Array.from({ length: 5 }, (_, index) =>
      make.product({ title: `Twisted Yarn ${index + 1}`, category: 'yarn' }),
    );
    const fabric = make.product({ title: 'Pique Fabric 220 GSM', category: 'fabrics' });
    apiDb.products.push(others[0]!, product, fabric, ...others.slice(1));
    renderRoute(`/products/${product._id}`);

    const related = within(await screen.findByRole('region', { name: 'Related Yarn' }));
    const links = within(related.getByRole('list', { name: 'Related Yarn' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Twisted Yarn 1',
      'Twisted Yarn 2',
      'Twisted Yarn 3',
      'Twisted Yarn 4',
    ]);
    expect(related.getByRole('link', { name: 'Twisted Yarn 1' })).toHaveAttribute(
      'href',
      `/products/${others[0]!._id}`,
    );
    expect(related.queryByRole('link', { name: 'Organic Slub Yarn 30/1' })).not.toBeInTheDocument();
    expect(related.queryByRole('link', { name: 'Pique Fabric 220 GSM' })).not.toBeInTheDocument();
    expect(related.getByRole('heading', { level: 3, name: 'Twisted Yarn 2' })).toBeInTheDocument();
    expect(related.getByRole('link', { name: /All Yarn/ })).toHaveAttribute('href', '/products/yarn');
  });

  it('names the related section by the menu label and leaves out a stray record from the API', async () => {
    const product = make.product({ title: 'Reactive Red 195', category: 'dyes' });
    server.use(
      http.get(`${API}/`, () =>
        HttpResponse.json([
          product,
          make.product({ title: 'Disperse Blue 79', category: 'dyes' }),
          make.product({ title: 'Grey Fabric', category: 'fabrics' }),
        ]),
      ),
    );
    apiDb.products.push(product);
    renderRoute(`/products/${product._id}`);
    const related = within(await screen.findByRole('region', { name: 'Related Dyes & Chemical' }));
    expect(related.getAllByRole('article')).toHaveLength(1);
    expect(related.getByRole('link', { name: 'Disperse Blue 79' })).toBeInTheDocument();
  });

  it('has no related section when the product is alone in its category', async () => {
    const product = organicYarn();
    apiDb.products.push(product, make.product({ category: 'fabrics' }));
    const { queryClient } = renderRoute(`/products/${product._id}`);
    await screen.findByRole('heading', { level: 1, name: product.title });
    await waitFor(() =>
      expect(queryClient.getQueryState(relatedProductsQueryOptions('yarn').queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading', { name: /^Related/ })).not.toBeInTheDocument();
  });

  it('describes the product and its trail in schema.org JSON-LD', async () => {
    const product = organicYarn();
    apiDb.products.push(product);
    renderRoute(`/products/${product._id}`);
    await screen.findByRole('heading', { level: 1, name: product.title });
    const data = jsonLd();
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: 'Organic Slub Yarn 30/1',
      description: product.desc,
      image: `${API}${product.productImage}`,
      category: 'Yarn',
      url: `https://texbridge.example/products/${product._id}`,
      brand: { '@type': 'Brand', name: 'TexBridge' },
    });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Products', item: 'https://texbridge.example/products' },
      { '@type': 'ListItem', position: 2, name: 'Yarn', item: 'https://texbridge.example/products/yarn' },
      { '@type': 'ListItem', position: 3, name: 'Organic Slub Yarn 30/1' },
    ]);
  });

  it('shows the key facts, the certifications as badges and the specification as a table, and carries them in JSON-LD', async () => {
    const product = withShown({
      title: 'Poplin 40s',
      category: 'fabrics',
      moq: { value: 3000, unit: 'm' },
      leadTimeDays: 45,
      origin: 'BD',
      sampleAvailable: true,
      hsCode: '520812',
      certifications: ['GOTS', 'OEKO-TEX Standard 100'],
      fibres: [
        { fibre: 'organic-cotton', percent: 97 },
        { fibre: 'elastane', percent: 3 },
      ],
      specs: [
        { label: 'GSM', value: '120', unit: 'g/m²' },
        { label: 'Construction', value: '133 × 72' },
      ],
    });
    apiDb.products.push(product);
    renderRoute(`/products/${product._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Poplin 40s' });

    const facts = [...document.querySelectorAll('dl > div')].map((fact) => [
      fact.querySelector('dt')!.textContent,
      fact.querySelector('dd')!.textContent,
    ]);
    expect(facts).toEqual([
      ['Minimum order', '3,000 m'],
      ['Lead time', '45 days'],
      ['Origin', 'Bangladesh'],
      ['Samples', 'Available'],
    ]);
    expect(
      region('Certifications')
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['✓GOTS', '✓OEKO-TEX Standard 100']);
    const rows = region('Specification')
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['GSM', '120 g/m²'],
      ['Construction', '133 × 72'],
      ['Fibre content', '97% organic cotton, 3% elastane'],
      ['HS code', '520812'],
    ]);

    const described = jsonLd().find((item) => item['@type'] === 'Product');
    expect(described?.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Minimum order', value: '3,000', unitText: 'm' },
      { '@type': 'PropertyValue', name: 'Lead time', value: '45', unitText: 'days' },
      { '@type': 'PropertyValue', name: 'Origin', value: 'Bangladesh' },
      { '@type': 'PropertyValue', name: 'Samples', value: 'Available' },
      { '@type': 'PropertyValue', name: 'Certification', value: 'GOTS' },
      { '@type': 'PropertyValue', name: 'Certification', value: 'OEKO-TEX Standard 100' },
      { '@type': 'PropertyValue', name: 'GSM', value: '120', unitText: 'g/m²' },
      { '@type': 'PropertyValue', name: 'Construction', value: '133 × 72' },
      { '@type': 'PropertyValue', name: 'Fibre content', value: '97% organic cotton, 3% elastane' },
      { '@type': 'PropertyValue', name: 'HS code', value: '520812' },
    ]);
  });

  it('leaves the specification out where a product has none, as products made before it', async () => {
    const older = withShown({ title: 'Older product' });
    apiDb.products.push(older);
    renderRoute(`/products/${older._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Older product' });
    expect(document.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Certifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Specification' })).not.toBeInTheDocument();
    expect(jsonLd().find((item) => item['@type'] === 'Product')).not.toHaveProperty('additionalProperty');
  });

  it('offers a WhatsApp message to the agency about the product, and a WeChat QR code of its page', async () => {
    const product = organicYarn();
    apiDb.products.push(product);
    apiDb.contacts.push(make.contact({ whatsapp: '+8801711000007' }));
    renderRoute(`/products/${product._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Organic Slub Yarn 30/1' });

    const page = `https://texbridge.example/products/${product._id}`;
    expect(screen.getByRole('link', { name: 'WhatsApp us about it (opens in a new tab)' })).toHaveAttribute(
      'href',
      `https://wa.me/8801711000007?text=${encodeURIComponent(`Organic Slub Yarn 30/1: ${page}`)}`,
    );
    const wechat = screen.getByText('WeChat').closest('details')!;
    expect(wechat).not.toHaveAttribute('open');
    await userEvent.click(within(wechat).getByText('WeChat'));
    expect(wechat).toHaveAttribute('open');
    expect(within(wechat).getByRole('img', { name: `QR code of ${page}` })).toHaveAttribute(
      'src',
      `${API}/products/${product._id}/qr.svg`,
    );
  });

  it('leaves WhatsApp out when the contact record has no number', async () => {
    const product = organicYarn();
    apiDb.products.push(product);
    apiDb.contacts.push(make.contact({ whatsapp: undefined }));
    renderRoute(`/products/${product._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Organic Slub Yarn 30/1' });
    expect(screen.queryByRole('link', { name: /WhatsApp us about it/ })).not.toBeInTheDocument();
    expect(screen.getByText('WeChat')).toBeInTheDocument();
  });

  it('shows Page Not Found for an unknown id', async () => {
    apiDb.products.push(organicYarn());
    renderRoute('/products/000000000000000000000000');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
