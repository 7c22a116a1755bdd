import { assetUrl } from '../../config/runtime.ts';

interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load now and with priority. */
  eager?: boolean;
}

/** An image with its size reserved (no layout shift) that loads lazily below the fold. */
export function Picture({ src, alt, width, height, className, eager = false }: PictureProps) {
  return (
    <img
      src={assetUrl(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      className={className}
    />
  );
}
