// @vitest-environment node
// As on the render server: no window, no document. The API is the shared fake (src/testing/handlers.ts) over MSW.
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { http, HttpResponse } from 'msw';
import { MENU_CATEGORIES } from '@texbridge/shared/constants';
import { make, many } from '@texbridge/shared/testing/records';
import { ApiUnavailableError, render, type RenderResult } from './entry-server.tsx';
import { SSR_STATE_ID, type SsrState } from './app/ssr-state.ts';
import { SITE_MENU_ID } from './components/layout/site-menu-id.ts';
import { apiDb, fakeApiState } from './testing/api-db.ts';
import { API } from './testing/handlers.ts';
import { server } from './testing/msw-server.ts';
import { decodeHtml } from './testing/decode-html.ts';

const SITE = 'https://texbridge.example';
const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: SITE };
const XSS = '</script><script>alert(1)</script>';

const decode = decodeHtml;

/** A head tag's content (or href), decoded; undefined when absent. */
function headValue(head: string, tag: 'meta' | 'link', key: string): string | undefined {
  const attribute = tag === 'link' ? 'rel' : key.startsWith('og:') ? 'property' : 'name';
  const value = tag === 'link' ? 'href' : 'content';
  const match = new RegExp(`<${tag} ${attribute}="${key}" ${value}="([^"]*)"`).exec(head);
  return match ? decode(match[1]!) : undefined;
}
const titleOf = (head: string) => decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
/** The markup's text, tags dropped, entities decoded. */
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
const stateOf = (result: RenderResult): SsrState => {
  const match = new RegExp(`^<script id="${SSR_STATE_ID}" type="application/json">(.*)</script>$`, 's').exec(
    result.state,
  );
  return JSON.parse(match![1]!) as SsrState;
};

function seed() {
  const product = make.product({
    title: 'Organic Slub Yarn 30/1',
    desc: 'Open-end slub yarn for casual knits.',
    endUse: 'T-shirts and casual tops',
    category: 'yarn',
    productImage: 'https://res.cloudinary.example/slub.webp',
  });
  const news = make.news({ title: 'Mill visit in Gazipur', content: 'We toured three knitting mills this week.' });
  apiDb.sliders.push(make.slider({ title: 'Knits for winter' }));
  apiDb.about.push(make.about({ title: 'Who we are', paragraph: 'A sourcing agency rooted in Dhaka.' }));
  apiDb.privacy.push(make.privacy({ title: 'Your data stays with us' }));
  apiDb.reviews.push(make.review({ comment: 'On-time shipment to our mill.' }));
  apiDb.contacts.push(make.contact());
  apiDb.news.push(news);
  apiDb.products.push(
    product,
    ...many(9, (index) => make.product({ title: `Denim lot ${index}`, category: 'fabrics' })),
  );
  return { product, news };
}

function expectSocialTags(result: RenderResult, url: string, title: string, shareTitle = title) {
  const { head } = result;
  expect(titleOf(head)).toBe(title);
  expect(headValue(head, 'link', 'canonical')).toBe(`${SITE}${url}`);
  expect(headValue(head, 'meta', 'description')).toMatch(/\w/);
  expect(headValue(head, 'meta', 'og:title')).toBe(shareTitle);
  expect(headValue(head, 'meta', 'og:description')).toBe(headValue(head, 'meta', 'description'));
  expect(headValue(head, 'meta', 'og:url')).toBe(`${SITE}${url}`);
  expect(headValue(head, 'meta', 'og:image')).toMatch(/^https?:\/\/[^/]+\//);
  expect(headValue(head, 'meta', 'twitter:card')).toMatch(/^summary/);
  expect(headValue(head, 'meta', 'twitter:title')).toBe(shareTitle);
  expect(headValue(head, 'meta', 'twitter:image')).toBe(headValue(head, 'meta', 'og:image'));
  // Hoisted into head, not left in the body as well.
  expect(result.html).not.toMatch(/<title>|<meta |rel="canonical"/);
}

describe('render(): every public route on the server', () => {
  it.each([
    {
      url: '/',
      title: 'Home | TexBridge',
      texts: [
        'Knits for winter',
        'Who we are',
        'Organic Slub Yarn 30/1',
        'Mill visit in Gazipur',
        'On-time shipment to our mill.',
      ],
    },
    { url: '/about', title: 'About Us | TexBridge', texts: ['About Us', 'A sourcing agency rooted in Dhaka.'] },
    { url: '/news', title: 'News | TexBridge', texts: ['News', 'Mill visit in Gazipur'] },
    {
      url: '/contact',
      title: 'Contact Us | TexBridge',
      texts: ['Contact Us', 'House 12, Road 7, Gulshan 1, Dhaka 1212', 'Message'],
    },
    { url: '/products', title: 'Products | TexBridge', texts: ['Products', 'Organic Slub Yarn 30/1', 'Denim lot 8'] },
    { url: '/products?page=2', title: 'Products | TexBridge', texts: ['Products', 'Denim lot 9'] },
    { url: '/products/yarn', title: 'Yarn | TexBridge', texts: ['Yarn', 'Organic Slub Yarn 30/1'] },
    // A results page is canonical without its words (and not indexed).
    {
      url: '/search?q=slub',
      title: 'Search: slub | TexBridge',
      texts: ['1 match for', 'Organic Slub Yarn 30/1'],
      canonical: '/search',
    },
  ])('$url: 200, its content, title, canonical and social tags', async ({ url, title, texts, canonical }) => {
    seed();
    const result = await render(url, config);
    expect(result.status).toBe(200);
    const text = textOf(result.html);
    for (const expected of texts) expect(text).toContain(expected);
    // Header menu and footer on every page.
    expect(text).toContain('Send us a message');
    expect(result.html).toContain('href="/about"');
    expectSocialTags(result, canonical ?? url, title);
    expect(result.html).not.toMatch(/Loading|role="status"/);
    // Nothing streamed out of order: that would be a template filled by an inline script, which the CSP refuses.
    expect(result.html).not.toMatch(/<template|<!--\$\?-->|<script>/);
    // The parts whose code loads later are in the markup all the same (components/ui/island.tsx).
    expect(result.html).toMatch(/<div data-island="desktop-nav"[^>]*>(<!--\$-->)?<div[^>]*><nav aria-label="Main">/);
    // The header's search box is a plain GET form, which works before (and without) the page's code.
    expect(result.html).toMatch(/<form role="search"[^>]*action="\/search" method="get">/);
  });

  it("names the page's route modules, whose chunks the render server preloads", async () => {
    seed();
    expect((await render('/', config)).modules).toEqual(['src/app/routes/home.tsx']);
    expect((await render('/products/yarn', config)).modules).toEqual(['src/app/routes/category.tsx']);
    expect((await render('/no-such-page', config)).modules).toEqual(['src/app/routes/not-found.tsx']);
  });

  it('names the agency as the publisher in the head of every page, with no code for it in the browser', async () => {
    seed();
    for (const url of ['/', '/contact', '/no-such-page']) {
      const { head, html } = await render(url, config);
      const block =
        /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"Organization".*?)<\/script>/.exec(
          head,
        );
      expect(JSON.parse(block![1]!)).toMatchObject({
        '@id': `${config.siteUrl}/#organization`,
        name: 'TexBridge',
        url: config.siteUrl,
        address: { streetAddress: 'House 12, Road 7, Gulshan 1, Dhaka 1212' },
      });
      expect(html).not.toContain('"@type":"Organization","name":"TexBridge","url"');
    }
  });

  it("/: the first slide is the home page's link-preview image", async () => {
    seed();
    const { head } = await render('/', config);
    expect(headValue(head, 'meta', 'og:image')).toBe(`${API}${apiDb.sliders[0]!.sliderImage}`);
  });

  it('/products?page=2 holds the second page only', async () => {
    seed();
    const { html } = await render('/products?page=2', config);
    expect(textOf(html)).not.toContain('Organic Slub Yarn 30/1');
  });

  it('/products/{id}: the product, with its title and image as og:title and og:image', async () => {
    const { product } = seed();
    const url = `/products/${product._id}`;
    const result = await render(url, config);
    expect(result.status).toBe(200);
    const text = textOf(result.html);
    for (const expected of [product.title, product.desc, product.endUse]) expect(text).toContain(expected);
    expect(result.html).toContain(`src="${product.productImage}"`);
    // The tab title is SPEC.md's 10-character stem; a shared link names the whole product.
    expectSocialTags(result, url, 'Organic Sl | TexBridge', product.title);
    expect(headValue(result.head, 'meta', 'og:title')).toBe('Organic Slub Yarn 30/1');
    expect(headValue(result.head, 'meta', 'og:image')).toBe(product.productImage);
    expect(headValue(result.head, 'meta', 'twitter:card')).toBe('summary_large_image');
    expect(result.html).toContain('"@type":"Product"');
  });

  it('/news/{id}: the news item', async () => {
    const { news } = seed();
    const url = `/news/${news._id}`;
    const result = await render(url, config);
    expect(result.status).toBe(200);
    expect(textOf(result.html)).toContain('Mill visit in Gazipur');
    expect(textOf(result.html)).toContain('We toured three knitting mills this week.');
    expectSocialTags(result, url, 'Mill visit | TexBridge', news.title);
    expect(headValue(result.head, 'meta', 'og:image')).toBe(`${API}${news.newsImage}`);
  });

  it('carries no more of the catalogue than the page shows: six on /, nine a grid page, five beside a product', async () => {
    const { product } = seed();
    apiDb.products.push(...many(40, (index) => make.product({ title: `Bulk yarn lot ${index}`, category: 'yarn' })));
    /** Every product record in the page's dehydrated queries (the filters' counts are none: one per value). */
    const productsIn = (result: RenderResult) =>
      stateOf(result)
        .queries.queries.filter((query) => query.queryKey[0] === 'products' && query.queryKey.at(-1) !== 'facets')
        .flatMap((query) => {
          const data = query.state.data as unknown[] | { rows: unknown[] } | object;
          return Array.isArray(data) ? data : 'rows' in data ? data.rows : [data];
        });

    const home = await render('/', config);
    expect(productsIn(home)).toHaveLength(6);
    for (const url of ['/products', '/products?page=3', '/products/yarn', '/products/yarn?page=2']) {
      const grid = await render(url, config);
      expect(grid.status, url).toBe(200);
      expect(productsIn(grid), url).toHaveLength(9);
    }
    const detail = await render(`/products/${product._id}`, config);
    // The product, and its category's five newest: four cards, and a spare for the product itself.
    expect(productsIn(detail)).toHaveLength(1 + 5);
  });

  it('carries the dehydrated queries and the router state, so the browser fetches nothing again', async () => {
    const { product } = seed();
    const result = await render(`/products/${product._id}`, config);
    const state = stateOf(result);
    expect(state.config).toEqual(config);
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['products', 'detail', product._id]);
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(state.router.loaderData).toHaveProperty('product-detail');
    expect(state.router.errors).toBeNull();
  });
});

describe('render(): one request, one QueryClient', () => {
  it('renders pages side by side, each with its own data', async () => {
    const { product, news } = seed();
    const urls = ['/', `/products/${product._id}`, `/news/${news._id}`, '/about', '/products/yarn', '/no-such-page'];
    const results = await Promise.all(urls.map((url) => render(url, config)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 404]);
    expect(results.map((result) => titleOf(result.head))).toEqual([
      'Home | TexBridge',
      'Organic Sl | TexBridge',
      'Mill visit | TexBridge',
      'About Us | TexBridge',
      'Yarn | TexBridge',
      'Page Not Found | TexBridge',
    ]);
    // The about page's state holds the about query (and the contact record every page's header shows),
    // not the product or the news item of the others.
    const aboutKeys = stateOf(results[3]!).queries.queries.map((query) => query.queryKey[0]);
    expect(aboutKeys.sort()).toEqual(['about', 'contacts']);
  });

  it("fetches through the render server's fetch when given one (it adds the API's RENDER_TOKEN)", async () => {
    const { product } = seed();
    const asked: string[] = [];
    const result = await render(`/products/${product._id}`, config, {
      fetch: (input, init) => {
        asked.push(String(input));
        return fetch(input, init);
      },
    });
    expect(result.status).toBe(200);
    expect(asked).toContain(`${API}/products/${product._id}`);
  });

  it('renders two configs side by side, each page with its own site name and its own way to the API', async () => {
    seed();
    const site = (siteName: string) => {
      const asked: string[] = [];
      const fetchOf: typeof fetch = (input, init) => {
        asked.push(String(input));
        return fetch(input, init);
      };
      return { asked, render: () => render('/about', { ...config, siteName }, { fetch: fetchOf }) };
    };
    const alpha = site('Alpha Mills');
    const beta = site('Beta Looms');
    // Started together: each render's loaders and screens run while the other's are in flight.
    const [alphaPage, betaPage] = await Promise.all([alpha.render(), beta.render()]);
    expect(titleOf(alphaPage.head)).toBe('About Us | Alpha Mills');
    expect(titleOf(betaPage.head)).toBe('About Us | Beta Looms');
    expect(textOf(alphaPage.html)).not.toContain('Beta Looms');
    expect(textOf(betaPage.html)).not.toContain('Alpha Mills');
    // Each page's reads (the about record, and the contact record every page shows) through its own fetch.
    const reads = [`${API}/about-us`, `${API}/contact`];
    expect(alpha.asked.sort()).toEqual(reads);
    expect(beta.asked.sort()).toEqual(reads);
  });

  it('/: waits for the sections the loader starts without awaiting, however late the API answers them', async () => {
    seed();
    // An API slow on the reviews alone: they are answered only when the test says, after every other read.
    let answerReviews!: () => void;
    const reviewsHeld = new Promise<void>((resolve) => (answerReviews = resolve));
    const pending: string[] = [];
    let rendered = false;
    const rendering = render('/', config, {
      fetch: async (input, init) => {
        const path = new URL(String(input)).pathname;
        pending.push(path);
        const response = await fetch(input, init);
        if (path === '/reviews') await reviewsHeld;
        pending.splice(pending.indexOf(path), 1);
        return response;
      },
    }).finally(() => (rendered = true));
    await vi.waitFor(() => expect(pending).toEqual(['/reviews']));
    await new Promise((resolve) => setImmediate(resolve));
    expect(rendered, 'the page was rendered without the reviews').toBe(false);
    answerReviews();
    expect(textOf((await rendering).html)).toContain('On-time shipment to our mill.');
  });

  it('leaves /login and /admin to the browser: the server has no such routes', async () => {
    expect((await render('/login', config)).status).toBe(404);
    expect((await render('/admin', config)).status).toBe(404);
  });
});

describe('render(): status codes', () => {
  it.each([
    ['an unknown route', () => '/no-such-page'],
    ['an unknown product id', () => '/products/0123456789abcdef01234567'],
    ['an unknown news id', () => '/news/0123456789abcdef01234567'],
    ['a malformed product id', () => '/products/not-an-id'],
    ['a malformed news id', () => '/news/%E0%A4%A'],
    ['a product id with a path in it', () => '/products/..%2F..%2Fusers'],
  ])('%s answers 404 with the Not Found page, noindex', async (_, url) => {
    seed();
    const result = await render(url(), config);
    expect(result.status).toBe(404);
    expect(textOf(result.html)).toContain('Page Not Found');
    expect(titleOf(result.head)).toBe('Page Not Found | TexBridge');
    expect(headValue(result.head, 'meta', 'robots')).toBe('noindex');
  });

  it('asks the API nothing for a malformed id', async () => {
    await render('/products/not-an-id', config);
    expect(fakeApiState.requests.filter((request) => request.path.includes('not-an-id'))).toEqual([]);
  });

  it.each(['/', '/products', '/products/0123456789abcdef01234567', '/news', '/contact', '/products/yarn'])(
    '%s: an unreachable API is an ApiUnavailableError, not a page',
    async (url) => {
      seed();
      server.use(http.all(`${API}/*`, () => HttpResponse.error()));
      await expect(render(url, config)).rejects.toBeInstanceOf(ApiUnavailableError);
    },
  );

  it('an API answering 503 is an ApiUnavailableError too', async () => {
    seed();
    server.use(http.all(`${API}/*`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await expect(render('/about', config)).rejects.toBeInstanceOf(ApiUnavailableError);
  });
});

describe('render(): content cannot end a script tag', () => {
  it('a product titled </script><script>… stays text in the markup, the head and the state', async () => {
    const product = make.product({ title: XSS, desc: `Desc ${XSS}` });
    apiDb.products.push(product);
    const result = await render(`/products/${product._id}`, config);
    const all = [result.head, result.html, result.state].join('\n');
    expect(all).not.toContain('<script>alert(1)');
    expect(all).not.toContain('</script><script>');
    // Every <script> the page has is one React or render() wrote, and each ends where it should.
    expect(result.html.match(/<script/g)).toHaveLength(result.html.match(/<\/script>/g)!.length);
    expect(result.state.match(/<\/script>/g)).toHaveLength(1);
    // Still the product's title, read back exactly.
    expect(textOf(result.html)).toContain(XSS);
    expect(headValue(result.head, 'meta', 'og:title')).toBe(XSS);
    const detail = stateOf(result).queries.queries.find((query) => query.queryKey[1] === 'detail')!;
    expect((detail.state.data as { title: string }).title).toBe(XSS);
    const jsonLd = [...result.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as unknown,
    );
    expect(JSON.stringify(jsonLd)).toContain(JSON.stringify(XSS).slice(1, -1));
  });

  it('on the list pages too', async () => {
    apiDb.products.push(make.product({ title: XSS, category: 'yarn' }));
    apiDb.news.push(make.news({ title: XSS }));
    for (const url of ['/', '/products', '/products/yarn', '/news']) {
      const result = await render(url, config);
      expect([result.head, result.html, result.state].join('\n')).not.toContain('<script>alert(1)');
    }
  });
});

/** The markup of each <noscript> in `html`. */
const noscripts = (html: string) => [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((match) => match[1]!);
/** The opening tag of the element carrying `attribute` (e.g. `id="site-menu"`), or undefined. */
const tagWith = (html: string, attribute: string) => new RegExp(`<[a-z]+[^>]*\\s${attribute}[^>]*>`).exec(html)?.[0];

describe('render(): a site without JavaScript', () => {
  const PUBLIC = ['/', '/about', '/news', '/contact', '/products', '/products/yarn'];

  /** Each enquiry form of the markup (the page's own and the footer's), by the heading that names it. */
  const formsOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<form [^>]*aria-labelledby="([^"]+)"[^>]*>.*?<\/form>/gs)].map((match) => {
        const heading = new RegExp(`id="${match[1]}"[^>]*>([^<]*)<`).exec(html)?.[1];
        return [heading, match[0]];
      }),
    );

  it.each(PUBLIC)(
    '%s: the footer form is in the page, a plain post to the page that works without scripts',
    async (url) => {
      seed();
      const { html } = await render(url, config);
      const footer = /<footer[^>]*>(.*)<\/footer>/s.exec(html)![1]!;
      const form = formsOf(footer)['Send us a message']!;
      expect(form).toBeDefined();
      const action = /action="([^"]*)"/.exec(form)?.[1];
      expect(new URL(decode(action!), SITE).pathname).toBe(url);
      expect(form).toMatch(/method="post"/);
      expect(form).toContain(`<input type="hidden" name="enquiry_form" value="footer"/>`);
      for (const name of ['user_name', 'user_email', 'user_phone', 'message']) expect(form).toContain(`name="${name}"`);
      expect(/<button type="submit"[^>]*>/.exec(form)?.[0]).not.toMatch(/\sdisabled=""/);
      // Nothing says it needs JavaScript, and no empty box is left under a note.
      expect(textOf(html)).not.toMatch(/needs JavaScript/);
      expect(html).not.toContain('enquiry-form-placeholder');
    },
  );

  it("/contact: the page's own form is a plain post too, its button live", async () => {
    seed();
    const { html } = await render('/contact', config);
    const form = formsOf(html)['Message']!;
    expect(form).toMatch(/method="post"/);
    expect(form).toContain(`<input type="hidden" name="enquiry_form" value="contact"/>`);
    expect(/<button type="submit"[^>]*>/.exec(form)?.[0]).not.toMatch(/\sdisabled=""/);
  });

  it('a refused post: the form that was sent comes back holding what was typed, with the error by its field', async () => {
    seed();
    const values = {
      user_name: 'Rafiq <Islam>',
      user_email: 'rafiq.example',
      user_phone: '+880 1711',
      message: 'Line one\nLine two',
    };
    const failure = { status: 400, message: 'user_email must be an e-mail address' };
    const { html } = await render('/contact', config, { enquiry: { form: 'footer', values, failure } });
    const forms = formsOf(html);
    const footer = forms['Send us a message']!;
    expect(footer).toContain('value="Rafiq &lt;Islam&gt;"');
    expect(footer).toContain('value="rafiq.example"');
    expect(footer).toContain('value="+880 1711"');
    expect(footer).toContain('>Line one\nLine two</textarea>');
    expect(textOf(footer)).toContain('Enter an e-mail address such as name@company.com.');
    expect(textOf(footer)).toContain(
      'Your message was not sent. Please correct the highlighted fields and send again.',
    );
    // The field is marked, described by its error, and has focus when the page opens.
    const email = /<input [^>]*name="user_email"[^>]*>/.exec(footer)![0];
    expect(email).toMatch(/aria-invalid="true"/);
    expect(email).toMatch(/autofocus=""/);
    expect(/<p role="alert"[^>]*>/.exec(footer)?.[0]).not.toMatch(/autofocus/);
    const errorId = /aria-describedby="([^"]+)"/.exec(email)![1]!;
    expect(footer).toContain(`id="${errorId}"`);
    // The other form on the page is left as it was.
    expect(forms['Message']).not.toContain('rafiq.example');
    expect(forms['Message']).not.toContain('aria-invalid');
  });

  it('a post the API limits: the form says to wait, still holding what was typed', async () => {
    seed();
    const values = { user_name: 'Rafiq', user_email: 'rafiq@denim.example', user_phone: '', message: 'Denim' };
    const failure = { status: 429, message: 'Rate limit exceeded, retry in 5 minutes' };
    const { html } = await render('/news', config, { enquiry: { form: 'footer', values, failure } });
    const footer = formsOf(html)['Send us a message']!;
    expect(textOf(footer)).toContain('You have sent several messages in a short time.');
    // No field to correct: focus goes to the sentence saying what happened.
    expect(/<p role="alert"[^>]*>/.exec(footer)?.[0]).toMatch(/autofocus=""/);
    expect(footer).toContain('value="rafiq@denim.example"');
  });

  it.each(PUBLIC)('%s: the small-screen menu button is a link to the footer menu', async (url) => {
    seed();
    const { html } = await render(url, config);
    expect(tagWith(html, `href="#${SITE_MENU_ID}"`)).toMatch(/^<a [^>]*aria-label="Menu"/);
    expect(html).not.toContain('aria-label="Open menu"');
    const footerMenu = new RegExp(`<nav id="${SITE_MENU_ID}"[^>]*>(.*?)</nav>`, 's').exec(html)?.[1];
    for (const href of ['/about', '/products', '/news', '/contact']) expect(footerMenu).toContain(`href="${href}"`);
  });

  it.each(PUBLIC)('%s: Products in the main menu is a link to the products page', async (url) => {
    seed();
    const { html } = await render(url, config);
    const mainNav = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
    expect(mainNav).toMatch(/<a [^>]*href="\/products"[^>]*>Products<svg/);
    expect(mainNav).not.toMatch(/<button[^>]*>Products/);
  });

  it('/products: lists every category as a link, so the dropdown has nothing the page lacks', async () => {
    seed();
    const { html } = await render('/products', config);
    const main = /<main[^>]*>(.*)<\/main>/s.exec(html)![1]!;
    for (const { category } of MENU_CATEGORIES) expect(main).toContain(`href="/products/${category}"`);
  });

  it('/: the carousel shows its first slide, the others hidden, and no buttons that need a script', async () => {
    seed();
    apiDb.sliders.push(
      make.slider({ title: 'Denim for spring', sliderImage: `/uploads/${'e'.repeat(32)}.webp` }),
      make.slider({ title: 'Dyes that last' }),
    );
    const { html } = await render('/', config);
    const slides = [...html.matchAll(/<div role="group" aria-roledescription="slide"[^>]*>/g)].map((m) => m[0]);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toContain('data-active="true"');
    expect(slides[0]).toContain('opacity-100');
    expect(slides[0]).not.toMatch(/aria-hidden|inert|opacity-0/);
    for (const slide of slides.slice(1)) expect(slide).toMatch(/aria-hidden="true".*opacity-0/);
    expect(html).not.toMatch(/Previous slide|Next slide|Show slide|slide show/);
    // Its image loads at once, first, in the width the screen needs; the hidden slides' images wait
    // until they are about to show (stacked in view, lazy ones would all load at once).
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const first = images.find((img) => img.includes(`src="${API}${apiDb.sliders[0]!.sliderImage}"`));
    expect(first).toMatch(/loading="eager"/);
    expect(first).toMatch(/fetchPriority="high"/);
    expect(first).toMatch(/srcSet="[^"]*-480w\.webp 480w/);
    expect(images.filter((img) => img.includes(`src="${API}${apiDb.sliders[1]!.sliderImage}"`))).toEqual([]);
  });

  it.each(PUBLIC)('%s: every link has a real address', async (url) => {
    seed();
    const { html } = await render(url, config);
    const hrefs = [...html.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      // A link within the page goes to an element the page has (the menu, the main content, the filters).
      if (href.startsWith('#')) expect(html, href).toContain(`id="${href.slice(1)}"`);
      else expect(href).toMatch(/^(\/|tel:\+?\d|mailto:|https:\/\/)/);
    }
    expect(html).not.toMatch(/<a (?![^>]*href=)[^>]*>/);
  });
});

describe("index.html: the shell's <noscript>", () => {
  const indexHtml = readFileSync(resolvePath(import.meta.dirname, '../index.html'), 'utf8');
  const css = readFileSync(resolvePath(import.meta.dirname, 'styles.css'), 'utf8');

  it('speaks for /login and /admin only: no claim that the catalogue needs JavaScript', () => {
    expect(indexHtml).not.toContain('needs JavaScript to show the catalogue');
    const note = textOf(noscripts(indexHtml).join(' '));
    expect(note).toContain('Signing in and the dashboard need JavaScript');
    // After the root the render server fills (server/template.ts looks for it as it is), and hidden there.
    expect(indexHtml.indexOf('<noscript>')).toBeGreaterThan(indexHtml.indexOf('<div id="root"></div>'));
    expect(css).toMatch(/#root:not\(:empty\) ~ noscript \{\s*display: none;/);
  });
});
