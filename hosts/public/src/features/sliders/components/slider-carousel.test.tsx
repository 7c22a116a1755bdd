import { act, render, screen } from '@testing-library/react';
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
