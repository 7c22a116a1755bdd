import { act, screen, within } from '@testing-library/react';
import { make, many } from '@texbridge/shared/testing/records';
import { render, type RenderOptions } from '../entry-server.tsx';
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
async function serverPage(url: string, options: RenderOptions = {}) {
  vi.stubEnv('SSR', true);
  const page = await render(url, config, options).finally(() => vi.unstubAllEnvs());
  window.history.replaceState(null, '', url);
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
  return page;
}

async function hydrated(url: string, options: RenderOptions = {}) {
  const page = await serverPage(url, options);
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
  // Effects and the queries' first observers have run: anything asked of the API now is a refetch, and
  // is counted once it is answered (a request is recorded before its answer is sent).
  await act(() =>
    vi.waitFor(() => {
      expect(app!.router.state.navigation.state).toBe('idle');
      expect(app!.queryClient.isFetching()).toBe(0);
    }),
  );
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
    // /quote?product= puts the product in the basket, which the next /quote would read.
    localStorage.clear();
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
    '/quote',
    '/quote?product={product}',
    '/quote?product={product}&product={unknown}',
    // In Chinese (docs/adding-a-language.md): the browser's router under the page's own prefix.
    '/zh/',
    '/zh/products?page=2',
    '/zh/products/{product}',
    '/zh/no-such-page',
    '/zh/quote?product={product}',
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
    // The agency's and the site's (the head's), the product's, and the page's state: no script that runs.
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual([
      'application/ld+json',
      'application/ld+json',
      'application/ld+json',
      'application/json',
    ]);
    act(() => app.root.unmount());
  });

  // A quote sent without JavaScript, refused, comes back as a page whose form holds it: when the page's
  // code does run, the form hydrates holding the same, not a blank form in its place.
  it('hydrates /quote around a refused plain post, keeping what was typed and why', async () => {
    const product = make.product({ title: 'Combed Cotton Yarn', moq: { value: 1000, unit: 'kg' } });
    apiDb.products.push(product);
    const quote = {
      values: { company: 'Knit Works', 'lines.0.productId': product._id, 'lines.0.quantity': '400' },
      failure: { status: 400, message: 'email must be an e-mail address' },
      hadAttachments: true,
    };
    const { app, errors, recoverable } = await hydrated(`/quote?product=${product._id}`, { quote });
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your request was not sent. Please correct the highlighted fields and send again. Your files were not kept: attach them again.',
    );

    const form = within(screen.getByRole('form', { name: 'Request for quotation' }));
    expect(form.getByLabelText('Company')).toHaveValue('Knit Works');
    expect(form.getByLabelText('Quantity')).toHaveValue('400');
    expect(form.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@company.com.',
    );
    // Another visit to /quote in the same tab is a new request, not the refused one again.
    await act(() => app.router.navigate('/products'));
    await act(() => app.router.navigate('/quote'));
    expect(await screen.findByRole('form', { name: 'Request for quotation' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Request for quotation' })).getByLabelText('Company')).toHaveValue(
      '',
    );
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
