import { useRef, type KeyboardEvent } from 'react';

interface CarouselControlsProps {
  count: number;
  active: number;
  /** The rotation the visitor has (or has not) paused — what the pause/play button shows. */
  playing: boolean;
  slidesId: string;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ecru-50/40 bg-indigo-950/40 text-ecru-50 backdrop-blur-sm transition hover:border-ecru-50 hover:bg-ecru-50 hover:text-indigo-950';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Previous / next, one picker button per slide and the pause/play button. Arrow keys (and Home / End) on
 * any of them change the slide; on a picker button, focus follows the slide it picked.
 */
export function CarouselControls({ count, active, playing, slidesId, onSelect, onTogglePlay }: CarouselControlsProps) {
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const previous = (active - 1 + count) % count;
  const next = (active + 1) % count;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, onDot: boolean) => {
    const targets: Record<string, number> = { ArrowLeft: previous, ArrowRight: next, Home: 0, End: count - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    if (onDot) dots.current[target]?.focus();
  };

  return (
    <div className="absolute inset-x-0 bottom-0 z-10">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-6 pb-6 sm:pb-8">
        <button
          type="button"
          aria-controls={slidesId}
          aria-label="Previous slide"
          className={iconButton}
          onClick={() => onSelect(previous)}
          onKeyDown={(event) => onKeyDown(event, false)}
        >
          <Chevron direction="left" />
        </button>
        <div className="flex flex-wrap items-center">
          {Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              ref={(element) => {
                dots.current[index] = element;
              }}
              type="button"
              aria-controls={slidesId}
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              className="group flex h-11 min-w-11 items-center justify-center px-1.5"
              onClick={() => onSelect(index)}
              onKeyDown={(event) => onKeyDown(event, true)}
            >
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full transition-all duration-300 ${
                  index === active ? 'w-9 bg-saffron-500' : 'w-4 bg-ecru-50/50 group-hover:bg-ecru-50'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-controls={slidesId}
          aria-label="Next slide"
          className={iconButton}
          onClick={() => onSelect(next)}
          onKeyDown={(event) => onKeyDown(event, false)}
        >
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          data-rotation-control
          // The name starts with the visible word, as WCAG 2.5.3 asks.
          aria-label={playing ? 'Pause slide show' : 'Play slide show'}
          className="ml-auto inline-flex h-11 items-center gap-2 rounded-full border border-ecru-50/40 bg-indigo-950/40 px-4 text-sm font-medium text-ecru-50 backdrop-blur-sm transition hover:border-ecru-50 hover:bg-ecru-50 hover:text-indigo-950"
          onClick={onTogglePlay}
          onKeyDown={(event) => onKeyDown(event, false)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
          </svg>
          <span className="hidden sm:inline">{playing ? 'Pause' : 'Play'}</span>
        </button>
      </div>
    </div>
  );
}
