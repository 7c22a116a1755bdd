import { imageSrcSet } from '@texbridge/shared/images/responsive';
import { assetUrl } from '../../config/runtime.ts';

interface PictureProps {
  /** The URL as a record holds it: an upload's path, or an absolute URL elsewhere. */
  src: string;
  alt: string;
  /** The intrinsic size: the browser reserves the box before a byte arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, as the `sizes` attribute says it: picks the smallest file that is sharp enough. */
  sizes: string;
  className?: string;
  /**
   * The page's largest image above the fold (its LCP): fetched at once and first. Everything else
   * waits until it nears the viewport.
   */
  priority?: boolean;
}

/**
 * An image in the width the screen needs: uploads offer their narrower copies in a srcset (the
 * server-rendered HTML carries it, so the preload scanner picks the file before any script runs).
 */
export function Picture({ src, alt, width, height, sizes, className, priority = false }: PictureProps) {
  const srcSet = imageSrcSet(src, assetUrl);
  return (
    <img
      src={assetUrl(src)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The LCP image is drawn in the frame it arrives for; the rest decode off the main thread.
      decoding={priority ? undefined : 'async'}
      className={className}
    />
  );
}
