import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { make } from '@texbridge/shared/testing/records';
import { AUTO_ADVANCE_MS, SliderCarousel } from './slider-carousel.tsx';

const slides = [1, 2, 3].map((n) =>
  make.slider({ title: `Slide ${n}`, sliderImage: `/uploads/${String(n).repeat(32)}.webp` }),
);
/** Which slides have their image in the page, by position. */
const withImage = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide')
    .map((group) => group.querySelector('img') !== null);

describe('the carousel fetches a slide’s image only when it is about to show', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the first at once, the next halfway through the first, the rest not yet', () => {
    render(<SliderCarousel slides={slides} />, { wrapper: MemoryRouter });
    expect(withImage()).toEqual([true, false, false]);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS / 2));
    expect(withImage()).toEqual([true, true, false]);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS / 2));
    // Slide 2 shows; slide 1 keeps its image for the fade and for coming back.
    expect(withImage()).toEqual([true, true, false]);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS / 2));
    expect(withImage()).toEqual([true, true, true]);
  });

  it('a slide picked by hand gets its image', () => {
    render(<SliderCarousel slides={slides} />, { wrapper: MemoryRouter });
    act(() => screen.getByRole('button', { name: /slide 3/i }).click());
    expect(withImage()).toEqual([true, false, true]);
  });
});

describe('the carousel follows a swipe', () => {
  /** A one-finger swipe across the carousel from x=`from` to x=`to` (y changing by `dy`). */
  function swipe(from: number, to: number, dy = 0) {
    const region = screen.getByRole('region', { name: 'Highlights' });
    const touch = (x: number, y: number) => ({ identifier: 1, target: region, clientX: x, clientY: y });
    fireEvent.touchStart(region, { touches: [touch(from, 100)], changedTouches: [touch(from, 100)] });
    fireEvent.touchEnd(region, { touches: [], changedTouches: [touch(to, 100 + dy)] });
  }
  const shown = () => screen.getByRole('group', { name: /of 3/ }).getAttribute('aria-label');

  it('to the left shows the next slide, to the right the previous one, round the ends', () => {
    render(<SliderCarousel slides={slides} />, { wrapper: MemoryRouter });
    expect(shown()).toBe('1 of 3');
    swipe(300, 100);
    expect(shown()).toBe('2 of 3');
    swipe(100, 300);
    swipe(100, 300);
    expect(shown()).toBe('3 of 3');
    expect(withImage()[2]).toBe(true);
  });

  it('ignores a tap, a short drag and a scroll of the page', () => {
    render(<SliderCarousel slides={slides} />, { wrapper: MemoryRouter });
    swipe(200, 200);
    swipe(200, 180);
    swipe(200, 120, 200);
    expect(shown()).toBe('1 of 3');
  });

  it('leaves vertical panning to the browser and keeps horizontal gestures (no history swipe)', () => {
    render(<SliderCarousel slides={slides} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveClass('touch-pan-y');
  });
});
