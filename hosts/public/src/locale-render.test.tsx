// @vitest-environment node
// The Chinese site as the render server makes it (docs/adding-a-language.md): every public page under /zh/,
// in Chinese where the catalogues say it, its links staying in Chinese, its head naming both languages, and
// its content asked of the API in Chinese. The API is the shared fake over MSW.
import { make } from '@texbridge/shared/testing/records';
import { render, type RenderResult } from './entry-server.tsx';
import { apiDb, fakeApiState } from './testing/api-db.ts';
import { API } from './testing/handlers.ts';
import { decodeHtml } from './testing/decode-html.ts';

const SITE = 'https://texbridge.example';
const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: SITE };

const titleOf = ({ head }: RenderResult) => decodeHtml(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
const linkHref = ({ head }: RenderResult, rel: string, hreflang?: string) =>
  decodeHtml(
    new RegExp(`<link rel="${rel}"${hreflang ? ` hrefLang="${hreflang}"` : ''} href="([^"]*)"`, 'i').exec(head)?.[1] ??
      '',
  );
const metas = ({ head }: RenderResult, property: string) =>
  [...head.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
/**
 * Every address of the site the page's markup links or posts to, by path; but the links to the page in
 * another language (the switcher's), which say so (`hreflang`).
 */
const sitePaths = ({ html }: RenderResult) =>
  [...html.matchAll(/<(?:a|form)\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/hreflang=/i.test(tag))
    .flatMap((tag) => [...(/(?:href|action)="(\/[^"]*)"/.exec(tag)?.slice(1) ?? [])])
    .map((path) => decodeHtml(path));

function seed() {
  const product = make.product({ title: 'Combed Cotton Yarn Ne 30/1', category: 'yarn' });
  const news = make.news({ title: 'Mill visit in Gazipur' });
  apiDb.sliders.push(make.slider({ title: 'Knits for winter' }));
  apiDb.contacts.push(make.contact());
  apiDb.news.push(news);
  apiDb.products.push(product);
  return { product, news };
}

describe('every public page in Chinese', () => {
  const pages = (ids: { product: string; news: string }) => [
    ['/zh/', '首页'],
    ['/zh/about', '关于我们'],
    ['/zh/news', '新闻动态'],
    [`/zh/news/${ids.news}`, 'Mill visit'],
    ['/zh/contact', '联系我们'],
    ['/zh/products', '产品中心'],
    ['/zh/products/yarn', '纱线'],
    [`/zh/products/${ids.product}`, 'Combed Cot'],
    ['/zh/search?q=%E6%A3%89%E7%BA%B1', '搜索：棉纱'],
    [`/zh/quote?product=${ids.product}`, '询价单'],
  ];

  it('is a 200 in zh-CN, titled in Chinese, its every link and form staying in Chinese', async () => {
    const { product, news } = seed();
    for (const [url, title] of pages({ product: product._id, news: news._id })) {
      const result = await render(url!, config);
      expect(result.status, url).toBe(200);
      expect(result.lang, url).toBe('zh-CN');
      expect(titleOf(result), url).toBe(`${title} | TexBridge`);
      // The spec sheet is the API's document, one for every language (docs/spec-sheet.md).
      const english = sitePaths(result).filter((path) => !path.startsWith('/zh/') && !path.endsWith('/sheet.pdf'));
      expect(english, url).toEqual([]);
      // The header's and footer's own, and the search box's.
      expect(sitePaths(result), url).toEqual(
        expect.arrayContaining(['/zh/', '/zh/about', '/zh/products', '/zh/search']),
      );
    }
  });

  it('asks the API for each page’s content in Chinese', async () => {
    const { product } = seed();
    await render(`/zh/products/${product._id}`, config);
    await render('/zh/search?q=%E6%A3%89%E7%BA%B1', config);
    const reads = fakeApiState.requests.filter(({ method }) => method === 'GET');
    const contentReads = reads.filter(({ path }) => path !== '/rfqs/start');
    expect(contentReads.length).toBeGreaterThan(2);
    for (const { path, search } of contentReads) expect(`${path}${search ?? ''}`).toMatch(/[?&]locale=zh(&|$)/);
  });

  it('asks for English content as before on an English page: no locale parameter', async () => {
    const { product } = seed();
    await render(`/products/${product._id}`, config);
    expect(fakeApiState.requests.some(({ search }) => search?.includes('locale='))).toBe(false);
  });

  it('is Page Not Found (404) in Chinese for an unknown Chinese address', async () => {
    seed();
    const result = await render('/zh/no-such-page', config);
    expect(result.status).toBe(404);
    expect(titleOf(result)).toBe('页面未找到 | TexBridge');
    expect(result.html).toContain('返回首页');
    expect(result.html).toContain('href="/zh/"');
  });

  it.each(['/en/', '/en/products', '/xx/', '/fr/about', '/ZH/'])('%s is no page: a 404 in English', async (url) => {
    seed();
    const result = await render(url, config);
    expect(result.status).toBe(404);
    expect(result.lang).toBe('en');
    expect(titleOf(result)).toBe('Page Not Found | TexBridge');
  });
});

describe('the head of a Chinese page', () => {
  it('names its own Chinese address as canonical, both languages and x-default, fully qualified', async () => {
    seed();
    const result = await render('/zh/products?page=1&fibre=cotton', config);
    expect(linkHref(result, 'canonical')).toBe(`${SITE}/zh/products`);
    expect(linkHref(result, 'alternate', 'en')).toBe(`${SITE}/products`);
    expect(linkHref(result, 'alternate', 'zh-CN')).toBe(`${SITE}/zh/products`);
    expect(linkHref(result, 'alternate', 'x-default')).toBe(`${SITE}/products`);
    expect(metas(result, 'og:locale')).toEqual(['zh_CN']);
    expect(metas(result, 'og:locale:alternate')).toEqual(['en_US']);
    expect(metas(result, 'og:url')).toEqual([`${SITE}/zh/products`]);
  });

  it('is the home page at /zh/, and an English page says the same the other way round', async () => {
    seed();
    const home = await render('/zh/', config);
    expect(linkHref(home, 'canonical')).toBe(`${SITE}/zh/`);
    expect(linkHref(home, 'alternate', 'en')).toBe(`${SITE}/`);
    const english = await render('/about', config);
    expect(english.lang).toBe('en');
    expect(linkHref(english, 'canonical')).toBe(`${SITE}/about`);
    expect(linkHref(english, 'alternate', 'zh-CN')).toBe(`${SITE}/zh/about`);
    expect(metas(english, 'og:locale')).toEqual(['en_US']);
  });

  it('names no alternates on a page kept out of search engines', async () => {
    seed();
    for (const url of ['/zh/no-such-page', '/zh/search?q=yarn']) {
      expect((await render(url, config)).head, url).not.toContain('rel="alternate"');
    }
  });

  it('gives its structured data in Chinese: the site’s language, and the page’s addresses', async () => {
    const { product, news } = seed();
    const nodes = (result: RenderResult) =>
      [...(result.head + result.html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
        (match) => [JSON.parse(match[1]!)].flat() as Record<string, unknown>[],
      );
    const home = nodes(await render('/zh/', config));
    expect(home.find((node) => node['@type'] === 'WebSite')).toMatchObject({
      url: `${SITE}/zh/`,
      inLanguage: 'zh-CN',
    });
    expect(home.find((node) => node['@type'] === 'Organization')?.description).toMatch(/达卡/);
    const item = nodes(await render(`/zh/news/${news._id}`, config));
    expect(item.find((node) => node['@type'] === 'NewsArticle')).toMatchObject({
      inLanguage: 'zh-CN',
      mainEntityOfPage: `${SITE}/zh/news/${news._id}`,
    });
    const page = nodes(await render(`/zh/products/${product._id}`, config));
    expect(page.find((node) => node['@type'] === 'Product')).toMatchObject({
      url: `${SITE}/zh/products/${product._id}`,
    });
    const crumbs = page.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { item?: string }[];
    expect(crumbs.flatMap(({ item }) => item ?? []).every((url) => url.startsWith(`${SITE}/zh/`))).toBe(true);
  });
});
