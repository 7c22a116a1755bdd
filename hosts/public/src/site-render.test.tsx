// @vitest-environment node
// The public pages as the render server makes them: status codes of paged lists, structured data, link
// previews and the footer menu a page without JavaScript falls back to. The API is the shared fake over MSW.
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { make, many } from '@texbridge/shared/testing/records';
import { render, type RenderResult } from './entry-server.tsx';
import { SITE_MENU_ID } from './components/layout/site-menu-id.ts';
import { SITE_CARD_SIZE } from './components/seo/seo.tsx';
import { apiDb } from './testing/api-db.ts';
import { API } from './testing/handlers.ts';
import { decodeHtml } from './testing/decode-html.ts';

const SITE = 'https://texbridge.example';
const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: SITE };
const ORGANIZATION_ID = `${SITE}/#organization`;

const decode = decodeHtml;

/** Every value of a head <meta> (property= for og:, name= otherwise), decoded. */
function metaValues(head: string, key: string): string[] {
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  return [...head.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!));
}
const meta = (head: string, key: string) => metaValues(head, key)[0];

type Node = Record<string, unknown>;
/** Every JSON-LD block of the page, head and body, flattened to its nodes. */
function jsonLdNodes({ head, html }: RenderResult): Node[] {
  return [...(head + html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const data = JSON.parse(match[1]!) as Node | Node[];
    return Array.isArray(data) ? data : [data];
  });
}
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

function seed() {
  const products = [
    make.product({ title: 'Combed Co Yarn Ne 30/1', category: 'yarn' }),
    ...many(30, (index) => make.product({ title: `Denim lot ${index}`, category: 'fabrics' })),
  ];
  const news = make.news({ title: 'Mill visit in Gazipur', content: 'We toured three knitting mills this week.' });
  apiDb.sliders.push(make.slider({ title: 'Knits for winter' }));
  apiDb.contacts.push(
    make.contact({ add1: { addT1: 'Head Office, Dhaka', add1: 'House 27, Road 11, Banani, Dhaka 1213, Bangladesh' } }),
  );
  apiDb.news.push(news);
  apiDb.products.push(...products);
  return { product: products[0]!, news };
}

describe('paged lists: one address per page that exists', () => {
  // 31 products, 9 a page: /products has pages 1-4, fabrics (30) 1-4 and yarn (one product) one page.
  it.each(['/products?page=99', '/products?page=5', '/products?page=-1', '/products?page=0', '/products?page=abc'])(
    '%s is a 404, not another page under a second address',
    async (url) => {
      seed();
      const result = await render(url, config);
      expect(result.status).toBe(404);
      expect(meta(result.head, 'robots')).toBe('noindex');
    },
  );

  it.each(['/products?page=2.5', '/products?page=02', '/products?page=', '/products?page=2&page=3'])(
    '%s (a page number written another way) is a 404',
    async (url) => {
      seed();
      expect((await render(url, config)).status).toBe(404);
    },
  );

  it('/products/yarn?page=2 is a 404: the category has one page', async () => {
    seed();
    expect((await render('/products/yarn?page=2', config)).status).toBe(404);
    expect((await render('/products/fabrics?page=5', config)).status).toBe(404);
  });

  it.each(['/products?page=4', '/products?page=2', '/products/fabrics?page=3', '/products/yarn'])(
    '%s, a real page, is a 200 with itself as canonical',
    async (url) => {
      seed();
      const result = await render(url, config);
      expect(result.status).toBe(200);
      expect(decode(/<link rel="canonical" href="([^"]*)"/.exec(result.head)![1]!)).toBe(SITE + url);
    },
  );
});

describe('structured data: one Organization', () => {
  it.each(['/', '/contact', '/about', '/products', '/news'])(
    '%s has exactly one Organization, with an @id and the contact record’s head office',
    async (url) => {
      seed();
      const nodes = jsonLdNodes(await render(url, config));
      const organizations = ofType(nodes, 'Organization').filter((node) => 'address' in node);
      expect(organizations).toHaveLength(1);
      expect(organizations[0]).toMatchObject({
        '@id': ORGANIZATION_ID,
        name: 'TexBridge',
        url: SITE,
        address: { '@type': 'PostalAddress', streetAddress: 'House 27, Road 11, Banani, Dhaka 1213, Bangladesh' },
      });
      // Any other mention of the agency is a reference to that one.
      const references = JSON.stringify(nodes).match(/"@id":"[^"]*#organization"/g) ?? [];
      expect(new Set(references)).toEqual(new Set([`"@id":"${ORGANIZATION_ID}"`]));
    },
  );

  it('a product names the agency by reference, not as a second Organization', async () => {
    const { product } = seed();
    const nodes = jsonLdNodes(await render(`/products/${product._id}`, config));
    const [item] = ofType(nodes, 'Product');
    expect(item!.seller).toMatchObject({ '@id': ORGANIZATION_ID });
  });

  it('a news item is a whole NewsArticle with a breadcrumb trail', async () => {
    const { news } = seed();
    const url = `/news/${news._id}`;
    const nodes = jsonLdNodes(await render(url, config));
    const [article] = ofType(nodes, 'NewsArticle');
    expect(article).toMatchObject({
      headline: news.title,
      author: { '@id': ORGANIZATION_ID },
      publisher: { '@id': ORGANIZATION_ID },
      mainEntityOfPage: `${SITE}${url}`,
    });
    expect(article!.dateModified).toBe(article!.datePublished);
    const [organization] = ofType(nodes, 'Organization').filter((node) => 'logo' in node);
    expect(organization!.logo).toMatchObject({ '@type': 'ImageObject', url: expect.stringMatching(/^https:\/\//) });
    const [trail] = ofType(nodes, 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'News', item: `${SITE}/news` },
      { '@type': 'ListItem', position: 2, name: news.title },
    ]);
  });
});

describe('link previews', () => {
  it('og:type is product on a product, article on a news item, website elsewhere', async () => {
    const { product, news } = seed();
    expect(meta((await render(`/products/${product._id}`, config)).head, 'og:type')).toBe('product');
    expect(meta((await render(`/news/${news._id}`, config)).head, 'og:type')).toBe('article');
    expect(meta((await render('/about', config)).head, 'og:type')).toBe('website');
  });

  it('the site card comes with its alt text and its true size', async () => {
    seed();
    const { head } = await render('/about', config);
    expect(meta(head, 'og:image')).toBe(`${SITE}/og-card.png`);
    expect(meta(head, 'og:image:alt')).toMatch(/TexBridge/);
    expect(meta(head, 'og:image:width')).toBe(SITE_CARD_SIZE.width);
    expect(meta(head, 'og:image:height')).toBe(SITE_CARD_SIZE.height);
  });

  // An upload's size is not in its record: no figures rather than false ones (crawlers then measure it).
  it("a news item's image comes with its alt text", async () => {
    const { news } = seed();
    const { head } = await render(`/news/${news._id}`, config);
    expect(meta(head, 'og:image:alt')).toBe(news.title);
    expect(meta(head, 'twitter:image:alt')).toBe(news.title);
    expect(meta(head, 'og:image:width')).toBeUndefined();
  });

  it('a title stem does not end in a space', async () => {
    const { product } = seed();
    const { head } = await render(`/products/${product._id}`, config);
    expect(/<title>([^<]*)<\/title>/.exec(head)![1]).toBe('Combed Co | TexBridge');
  });
});

describe('without JavaScript', () => {
  it('the footer menu the "Menu" link jumps to lists every product category', async () => {
    seed();
    const { html } = await render('/about', config);
    const footerMenu = new RegExp(`<nav id="${SITE_MENU_ID}"[^>]*>(.*?)</nav>`, 's').exec(html)![1]!;
    for (const { category } of MENU_CATEGORIES) expect(footerMenu).toContain(`href="/products/${category}"`);
  });

  it('the product filters on a phone: "Filters" is a link to the groups, and each value opens its list at them', async () => {
    apiDb.products.push(make.product({ title: 'Khadi', origin: 'IN', certifications: ['GOTS'] }));
    const { html } = await render('/products?origin=IN', config);
    expect(html).toMatch(/<a href="#product-filter-groups"[^>]*>Filters \(1\)<\/a>/);
    expect(html).toMatch(/<div id="product-filter-groups" class="hidden target:grid /);
    expect(decode(html)).toContain('href="/products?certification=GOTS&origin=IN#product-filter-groups"');
    expect(html).toMatch(/<a href="#product-results"[^>]*>Show (<!-- -->)?1 product<\/a>/);
  });

  it('header and footer give the head office of the contact record', async () => {
    seed();
    const { html } = await render('/about', config);
    const text = decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    expect(text).toContain('Banani, Dhaka 1213');
    expect(text).not.toContain('Gulshan');
  });
});
