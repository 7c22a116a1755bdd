import { describe, expect, it } from 'vitest';
import { imageSrcSet, variantFileName } from './responsive.ts';

const hash = '0123456789abcdef0123456789abcdef';

describe('imageSrcSet', () => {
  it('lists the stored copies of an upload, then the upload itself as the widest', () => {
    expect(imageSrcSet(`/uploads/${hash}.webp`, (path) => `https://api.example.com${path}`)).toBe(
      [
        `https://api.example.com/uploads/${hash}-480w.webp 480w`,
        `https://api.example.com/uploads/${hash}-720w.webp 720w`,
        `https://api.example.com/uploads/${hash}-960w.webp 960w`,
        `https://api.example.com/uploads/${hash}-1600w.webp 1600w`,
        `https://api.example.com/uploads/${hash}.webp 2400w`,
      ].join(', '),
    );
  });

  it('names each copy as the API stores it', () => {
    expect(imageSrcSet(`/uploads/${hash}.webp`)).toContain(`/uploads/${variantFileName(hash, 960)} 960w`);
  });

  it('asks Cloudinary for each width of a versioned delivery URL, never larger than the original', () => {
    const url = 'https://res.cloudinary.com/demo/image/upload/v1712345678/texbridge/slide.jpg';
    expect(imageSrcSet(url)).toBe(
      [480, 720, 960, 1600, 2400]
        .map(
          (width) =>
            `https://res.cloudinary.com/demo/image/upload/w_${width},c_limit,f_auto,q_auto/v1712345678/texbridge/slide.jpg ${width}w`,
        )
        .join(', '),
    );
  });

  it.each([
    'https://cdn.example.com/photo.jpg',
    // An absolute URL is someone else's, even with a path that looks like ours.
    `https://elsewhere.example.com/uploads/${hash}.webp`,
    // Cloudinary URLs that already carry a transformation keep it alone.
    'https://res.cloudinary.com/demo/image/upload/c_fill,w_300/v1/slide.jpg',
    `/uploads/${hash}-480w.webp`,
    '/uploads/notes.txt',
    '',
  ])('offers no srcset for %s', (url) => {
    expect(imageSrcSet(url)).toBeUndefined();
  });
});
