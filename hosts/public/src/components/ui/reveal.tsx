import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * docs/spec.md §9 scroll animation defaults: start 120 px before the element's top reaches the bottom of the
 * viewport, over 400 ms (the `animate-reveal` utility in styles.css). The old throttle (99 ms) and debounce
 * (50 ms) were for scroll listeners; an IntersectionObserver needs neither.
 */
const REVEAL_OFFSET_PX = 120;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** static: shown as rendered (server, reduced motion, or already on screen); hidden: waiting below the fold. */
type Phase = 'static' | 'hidden' | 'shown';

const phaseClass: Record<Phase, string> = {
  static: '',
  // Printing a half-scrolled page must not leave blanks.
  hidden: 'opacity-0 print:opacity-100',
  shown: 'animate-reveal',
};

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Milliseconds to wait before this element's animation starts, to stagger neighbours. */
  delay?: number;
}

/**
 * Fades and lifts its children in when they are scrolled into view. The first render shows them as they
 * are, so server-rendered HTML is never blank; only content that starts below the fold is hidden, and
 * content already on screen is never made to flash. Under prefers-reduced-motion nothing moves.
 */
export function Reveal({ children, className, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.(REDUCED_MOTION).matches) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (firstReport) {
          firstReport = false;
          // Already (partly) on screen when the page appears: leave it be rather than blink it out and back.
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) {
            observer.disconnect();
            return;
          }
          setPhase('hidden');
          return;
        }
        if (entry.isIntersecting) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      data-reveal={phase}
      style={phase === 'shown' && delay ? { animationDelay: `${delay}ms` } : undefined}
      className={[phaseClass[phase], className].filter(Boolean).join(' ') || undefined}
    >
      {children}
    </div>
  );
}
