import { act, screen } from '@testing-library/react';
import { make, many } from '@texbridge/shared/testing/records';
import { render } from '../entry-server.tsx';
import { apiDb, fakeApiState } from '../testing/api-db.ts';
import { API } from '../testing/handlers.ts';
import { hydrateApp } from './hydrate.tsx';
import { readSsrState } from './ssr-state.ts';

/**
 * React's warning when react-dom/server and react-dom/client both ran with the same contexts in one
 * process: only a test renders both, a browser never does.
 */
const TWO_RENDERERS = 'Detected multiple renderers concurrently rendering the same context provider';

const config = { siteName: 'TexBridge', apiUrl: API, siteUrl: 'https://texbridge.example' };

/**
 * Puts a server render into the document as the render server would, at its URL. Rendered as in the server
 * build (import.meta.env.SSR), which writes the link-preview tags the browser's bundle leaves out.
 */
async function serverPage(url: string) {
  vi.stubEnv('SSR', true);
  const page = await render(url, config).finally(() => vi.unstubAllEnvs());
  window.history.replaceState(null, '', url);
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
  return page;
}

async function hydrated(url: string) {
  const page = await serverPage(url);
  const asked = fakeApiState.requests.length;
  const original = console.error.bind(console);
  const errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes(TWO_RENDERERS)) original(...args);
  });
  const warnings = vi.spyOn(console, 'warn');
  const recoverable: unknown[] = [];
  let app: Awaited<ReturnType<typeof hydrateApp>> | undefined;
  await act(async () => {
    app = await hydrateApp(document.getElementById('root')!, readSsrState()!, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // Effects and the queries' first observers have run: anything asked of the API now is a refetch.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return {
    page,
    app: app!,
    errors: errors.mock.calls.map(String).filter((message) => !message.includes(TWO_RENDERERS)),
    warnings: warnings.mock.calls.map(String),
    recoverable,
    refetched: fakeApiState.requests.slice(asked),
  };
}

describe('hydrating a server-rendered page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it.each([
    '/',
    '/about',
    '/news',
    '/news/{news}',
    '/contact',
    '/products',
    '/products?page=2',
    '/products/yarn',
    '/products/{product}',
    '/no-such-page',
    '/products/{unknown}',
  ])('%s: no mismatch, no console error, no refetch, one set of head tags', async (path) => {
    apiDb.sliders.push(make.slider({ title: 'Knits for winter' }));
    apiDb.about.push(make.about());
    apiDb.privacy.push(make.privacy());
    apiDb.contacts.push(make.contact());
    apiDb.products.push(
      make.product({ title: '</script><script>alert(1)</script>' }),
      ...many(10, () => make.product()),
    );
    apiDb.news.push(make.news());
    apiDb.reviews.push(make.review());
    const url = path
      .replace('{news}', apiDb.news[0]!._id)
      .replace('{product}', apiDb.products[0]!._id)
      .replace('{unknown}', '0123456789abcdef01234567');
    const { app, errors, warnings, recoverable, refetched } = await hydrated(url);

    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(refetched).toEqual([]);
    expect(app.router.state.initialized).toBe(true);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    // The server's, kept: the browser renders no preview tags of its own.
    expect(document.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.querySelector('#main h1')).not.toBeNull();
    act(() => app.root.unmount());
  });

  it('shows a product titled </script> as text after hydration', async () => {
    const product = make.product({ title: '</script><script>alert(1)</script>' });
    apiDb.products.push(product);
    const { app } = await hydrated(`/products/${product._id}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('</script><script>alert(1)</script>');
    expect(document.title).toBe('</script>< | TexBridge');
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual([
      'application/ld+json',
      'application/ld+json',
      'application/json',
    ]);
    act(() => app.root.unmount());
  });

  // A page's code comes after its first paint, and Home's scroll to the top (docs/spec.md §2)
  // took a visitor who had already scrolled back up, past the footer island they had scrolled to.
  it('leaves a visitor who scrolled before the code arrived where they are', async () => {
    apiDb.sliders.push(make.slider());
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { app } = await hydrated('/');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => app.root.unmount());
  });
});
