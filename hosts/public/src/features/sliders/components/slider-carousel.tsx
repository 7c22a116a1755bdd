import { useEffect, useId, useRef, useState } from 'react';
import type { Slider } from '@texbridge/shared/resources/sliders';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { Slide } from './slide.tsx';

/** How long a slide stays before the next one, when the carousel rotates on its own. */
export const AUTO_ADVANCE_MS = 6000;

/** How far a finger must travel sideways, mostly sideways, for a swipe to change the slide (CSS pixels). */
const SWIPE_MIN_PX = 40;

/**
 * The home slider as a WAI-ARIA carousel: a labelled region of "N of M" slides with previous / next,
 * a picker and a pause/play button, and a sideways swipe on touch screens. It rotates every 6 s, but not while the pointer is over it or focus
 * is inside it (except on pause/play), not after the visitor pauses it, and not at all under
 * prefers-reduced-motion unless the visitor presses play. While it rotates, aria-live is off.
 */
export function SliderCarousel({ slides, label = 'Highlights' }: { slides: Slider[]; label?: string }) {
  const slidesId = useId();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  /** null until the visitor presses pause or play; until then the motion preference decides. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  /**
   * The slides whose image is in the page. Stacked in one place, every slide is "in the viewport", so
   * `loading="lazy"` would fetch them all on arrival: only the first comes with the page, and each
   * next one halfway through the slide before it (or when it is picked).
   */
  const [withImage, setWithImage] = useState<ReadonlySet<number>>(() => new Set([0]));
  const showImage = (position: number) =>
    setWithImage((current) => (current.has(position) ? current : new Set(current).add(position)));
  const select = (position: number) => {
    showImage(position);
    setIndex(position);
  };
  const reducedMotion = usePrefersReducedMotion();
  // The server's markup shows the first slide alone: its buttons would do nothing without scripts, so they
  // come with hydration (they sit over the slide, so nothing moves when they do).
  const hydrated = useHydrated();

  const active = index < count ? index : 0;
  const playing = count > 1 && (userPlaying ?? !reducedMotion);
  const rotating = playing && !hovered && !focusWithin;

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every change of slide, so a slide picked by hand also gets its full 6 s.
    const next = (active + 1) % count;
    const preload = window.setTimeout(() => showImage(next), AUTO_ADVANCE_MS / 2);
    const timer = window.setInterval(() => select(next), AUTO_ADVANCE_MS);
    return () => {
      window.clearTimeout(preload);
      window.clearInterval(timer);
    };
    // showImage and select only call state setters, which never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rotating, count, active]);

  // Hover and focus only hold the rotation; they make nothing interactive, so they are watched natively
  // rather than given to the region as React handlers (which would suggest the region itself is a control).
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const region = regionRef.current!;
    const listeners: Record<string, (event: Event) => void> = {
      mouseenter: () => setHovered(true),
      mouseleave: () => setHovered(false),
      // As in the APG example, focus on the pause/play button itself does not hold the rotation.
      focusin: ({ target }) => setFocusWithin(!(target as Element).closest('[data-rotation-control]')),
      focusout: (event) => region.contains((event as FocusEvent).relatedTarget as Node) || setFocusWithin(false),
    };
    const each = (method: 'addEventListener' | 'removeEventListener') =>
      Object.entries(listeners).forEach(([type, listener]) => region[method](type, listener));
    each('addEventListener');
    return () => each('removeEventListener');
  }, []);

  // A one-finger swipe sideways shows the next (leftwards) or the previous slide; the buttons stay for
  // everyone else. `touch-pan-y` on the region leaves vertical scrolling to the browser and keeps
  // horizontal gestures from it, so a swipe here never becomes the browser's back or forward.
  const swipeFrom = useRef<React.Touch>(undefined);
  const onTouchEnd = (event: React.TouchEvent) => {
    const from = swipeFrom.current;
    const to = event.changedTouches[0];
    const dx = from && to ? to.clientX - from.clientX : 0;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) >= 2 * Math.abs(to!.clientY - from!.clientY)) {
      select((active + (dx < 0 ? 1 : count - 1)) % count);
    }
  };

  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating}
      onTouchStart={({ touches }) => (swipeFrom.current = touches.length === 1 ? touches[0] : undefined)}
      onTouchEnd={onTouchEnd}
      className="on-dark relative touch-pan-y overflow-hidden bg-indigo-950 text-ecru-50"
    >
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="grid">
        {slides.map((slide, position) => (
          <Slide
            key={slide._id}
            slide={slide}
            index={position}
            count={count}
            active={position === active}
            withImage={position === active || withImage.has(position)}
          />
        ))}
      </div>
      {count > 1 && hydrated && (
        <CarouselControls
          count={count}
          active={active}
          playing={playing}
          slidesId={slidesId}
          onSelect={select}
          onTogglePlay={() => setUserPlaying(!playing)}
        />
      )}
    </section>
  );
}
