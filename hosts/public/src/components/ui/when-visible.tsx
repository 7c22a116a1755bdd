import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

interface WhenVisibleProps {
  children: ReactNode;
  /** Shown (and sized) until the children are wanted. */
  placeholder: ReactNode;
  /** How far ahead of the viewport to start, so the content is ready when reached. */
  rootMargin?: string;
}

/**
 * Renders its children only once they come near the viewport: code that sits below the fold on every
 * page (the footer's form) is then downloaded only by visitors who get there.
 */
export function WhenVisible({ children, placeholder, rootMargin = '600px' }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setVisible] = useState(false);
  // The server and the hydrating browser both render the placeholder, so their markup agrees; without
  // IntersectionObserver (very old browsers) there is nothing to wait for once hydrated.
  const hydrated = useHydrated();
  const visible = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return <div ref={ref}>{visible ? children : placeholder}</div>;
}
