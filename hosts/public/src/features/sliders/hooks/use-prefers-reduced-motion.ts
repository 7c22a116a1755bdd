import { useLayoutEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for less motion. Read in an effect, never at module scope or during render,
 * so the module is safe to import on a server. Until the browser answers it assumes "reduce": nothing
 * starts moving that would then have to be stopped. A layout effect, so the answer lands before the
 * first paint, and a listener, so changing the system setting takes effect at once.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useLayoutEffect(() => {
    const media = window.matchMedia(QUERY);
    const sync = () => setReduced(media.matches);
    sync();
    media.addEventListener('change', sync);
    return () => media.removeEventListener('change', sync);
  }, []);
  return reduced;
}
