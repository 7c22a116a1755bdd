import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Seo, SITE_CARD, SITE_CARD_SIZE } from './seo.tsx';

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

const head = (selector: string) => document.head.querySelector(selector);

describe('Seo', () => {
  // As the server renders it (import.meta.env.SSR in its build): the tags only link previews read.
  beforeEach(() => vi.stubEnv('SSR', true));
  afterEach(() => vi.unstubAllEnvs());

  it('writes the title with the site name, description, canonical link and Open Graph tags into <head>', () => {
    renderAt(
      '/products/yarn',
      <Seo title="Yarn" description="Combed and carded yarn." image="https://cdn.example/y.webp" />,
    );
    expect(document.title).toBe('Yarn | TexBridge');
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Combed and carded yarn.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://texbridge.example/products/yarn');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Yarn | TexBridge');
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', 'https://texbridge.example/products/yarn');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'https://cdn.example/y.webp');
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('writes the Twitter card tags, a large card when the page has an image', () => {
    renderAt('/products/yarn', <Seo title="Yarn" description="Combed yarn." image="https://cdn.example/y.webp" />);
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(head('meta[name="twitter:title"]')).toHaveAttribute('content', 'Yarn | TexBridge');
    expect(head('meta[name="twitter:description"]')).toHaveAttribute('content', 'Combed yarn.');
    expect(head('meta[name="twitter:image"]')).toHaveAttribute('content', 'https://cdn.example/y.webp');
  });

  it("gives a page without an image of its own the site's PNG card, as an absolute URL", () => {
    renderAt('/about', <Seo title="About Us" description="x" />);
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', 'https://texbridge.example/og-card.png');
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
    expect(head('meta[name="twitter:image"]')).toHaveAttribute('content', 'https://texbridge.example/og-card.png');
  });

  it('names a shared link by its whole title when the tab title is shortened', () => {
    renderAt('/products/1', <Seo title="Organic Sl" shareTitle="Organic Slub Yarn 30/1" description="x" />);
    expect(document.title).toBe('Organic Sl | TexBridge');
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Organic Slub Yarn 30/1');
    expect(head('meta[name="twitter:title"]')).toHaveAttribute('content', 'Organic Slub Yarn 30/1');
  });

  it('gives each page of a paged list its own canonical link, without other parameters', () => {
    renderAt('/products?utm_source=x&page=2', <Seo title="Products" description="x" />);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://texbridge.example/products?page=2');
  });

  it('keeps pages out of the index when asked', () => {
    renderAt('/nowhere', <Seo title="Page Not Found" description="x" noIndex />);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('embeds structured data that a title cannot break out of', () => {
    const { container } = renderAt('/', <Seo title="Home" description="x" jsonLd={{ name: '</script><b>x</b>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!)).toEqual({ name: '</script><b>x</b>' });
  });

  it("states the site card's true size, as its PNG header gives it", () => {
    const png = readFileSync(resolve(import.meta.dirname, '../../../public', `.${SITE_CARD}`));
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(String(png.readUInt32BE(16))).toBe(SITE_CARD_SIZE.width);
    expect(String(png.readUInt32BE(20))).toBe(SITE_CARD_SIZE.height);
  });

  it('leaves the preview tags out of the browser, where no crawler reads them', () => {
    vi.stubEnv('SSR', false);
    renderAt('/products/yarn', <Seo title="Yarn" description="Combed yarn." image="https://cdn.example/y.webp" />);
    expect(document.title).toBe('Yarn | TexBridge');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', 'https://texbridge.example/products/yarn');
    expect(head('meta[property^="og:"]')).toBeNull();
    expect(head('meta[name^="twitter:"]')).toBeNull();
  });
});
