import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { API } from '../../testing/handlers.ts';
import { Picture } from './picture.tsx';

const hash = '0123456789abcdef0123456789abcdef';
const upload = `/uploads/${hash}.webp`;
const sizes = '(min-width: 768px) 50vw, 100vw';

const image = () => screen.getByRole('img', { name: 'Combed cotton yarn' });

describe('Picture', () => {
  it('offers the stored copies of an upload in a srcset, from the API, with its sizes and intrinsic size', () => {
    render(<Picture src={upload} alt="Combed cotton yarn" width={1200} height={900} sizes={sizes} />);
    expect(image()).toHaveAttribute('src', `${API}${upload}`);
    expect(image()).toHaveAttribute(
      'srcset',
      `${API}/uploads/${hash}-480w.webp 480w, ${API}/uploads/${hash}-720w.webp 720w, ${API}/uploads/${hash}-960w.webp 960w, ` +
        `${API}/uploads/${hash}-1600w.webp 1600w, ${API}${upload} 2400w`,
    );
    expect(image()).toHaveAttribute('sizes', sizes);
    expect(image()).toHaveAttribute('width', '1200');
    expect(image()).toHaveAttribute('height', '900');
  });

  it('loads lazily, at no special priority, unless it is the page’s main image', () => {
    render(<Picture src={upload} alt="Combed cotton yarn" width={600} height={450} sizes={sizes} />);
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
  });

  it('loads the page’s main image at once and first', () => {
    render(<Picture src={upload} alt="Combed cotton yarn" width={1200} height={900} sizes={sizes} priority />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps an absolute URL elsewhere as it is, without a srcset', () => {
    const url = 'https://cdn.example.com/photo.jpg';
    render(<Picture src={url} alt="Combed cotton yarn" width={600} height={450} sizes={sizes} />);
    expect(image()).toHaveAttribute('src', url);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('sizes');
  });

  it('is server-rendered with its srcset and priority, and hydrates without a mismatch', async () => {
    const element = <Picture src={upload} alt="Combed cotton yarn" width={1200} height={900} sizes={sizes} priority />;
    const html = renderToString(element);
    expect(html).toContain('srcSet=');
    expect(html).toContain('fetchPriority="high"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) }),
    );
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    act(() => root.unmount());
    container.remove();
  });
});
