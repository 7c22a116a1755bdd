import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { AUTO_ADVANCE_MS } from '../../features/sliders/components/slider-carousel.tsx';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const SECTION_ORDER = ['Highlights', 'Privacy Center', 'About Us', 'Our Products', 'News Center', 'Client Reviews'];

/** 144 characters; the News Center shows the first 130 (docs/spec.md §9), the 130th being the 'e' of 'weeks'. */
const LONG_NEWS =
  'Dhaka mills report steady indigo supply this quarter, with dye houses back to full shifts ' +
  'and lead times for denim down to five weeks, and more.';
const SHORT_NEWS = 'Fair dates announced.';

const failWith = (status: number, message: string) => () =>
  HttpResponse.json({ statusCode: status, error: 'Server Error', message }, { status });

/** A region's accessible name: its aria-label, or the text of what labels it. */
function regionName(region: HTMLElement) {
  const labelledBy = region.getAttribute('aria-labelledby');
  return region.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
}

const region = (name: string) => screen.getByRole('region', { name });
/** Inactive slides are hidden from assistive technology, so the one group left is the visible slide. */
const visibleSlide = () => within(region('Highlights')).getByRole('group');

function seedSections() {
  apiDb.privacy.push(make.privacy({ title: 'Your data, kept close' }));
  apiDb.about.push(
    make.about({ title: 'Who we are' }),
    make.about({ title: 'How we audit' }),
    make.about({ title: 'Third section' }),
  );
  apiDb.products.push(
    ...Array.from({ length: 7 }, (_, n) =>
      make.product({ title: `Product ${n + 1}`, category: n % 2 ? 'fabrics' : 'yarn' }),
    ),
  );
  apiDb.news.push(
    ...[LONG_NEWS, SHORT_NEWS, LONG_NEWS, LONG_NEWS].map((content, n) =>
      make.news({ title: `News ${n + 1}`, content, day: n + 1, month: 0, year: 2026 }),
    ),
  );
  apiDb.reviews.push(
    make.review({
      name: 'Single Jersey 160 GSM',
      rate: 4,
      comment: 'Consistent shade from lot to lot.',
      date: '12 - 3 - 2025',
    }),
  );
}

function seedSlides() {
  const slides = [
    make.slider({ title: 'Yarn for every knitter', link: '/products/yarn' }),
    make.slider({ title: 'Meet us at the Dhaka fair', link: 'https://fair.example.com/texbridge' }),
    make.slider({ title: 'Audited dye houses', link: '' }),
  ];
  apiDb.sliders.push(...slides);
  return slides;
}

/** Every query, loaded: waits for the last section's content. */
async function renderHome() {
  const utils = renderRoute('/');
  await screen.findByRole('heading', { level: 3, name: 'Single Jersey 160 GSM' });
  return utils;
}

/** Slides only: waits for the carousel and for the (empty) sections to settle. */
async function renderCarousel() {
  const utils = renderRoute('/');
  await screen.findByRole('region', { name: 'Highlights' });
  await screen.findByText('No news has been published yet.');
  return utils;
}

// The slider advances every 6 s of real time: a slow run must not move it under an assertion. Tests
// of the auto-advance itself move the clock on.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Home (/)', () => {
  it("is titled 'Home | TexBridge' and shows its sections in the spec's order", async () => {
    seedSlides();
    seedSections();
    await renderHome();

    expect(document.title).toBe('Home | TexBridge');
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.map(regionName)).toEqual(SECTION_ORDER);
    expect(region('Highlights')).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('scrolls to the top when reached by a link, and leaves back and forward to the router', async () => {
    seedSlides();
    seedSections();
    const { router } = renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 3, name: 'Single Jersey 160 GSM' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 3, name: 'Single Jersey 160 GSM' });
    // <ScrollRestoration> puts back where the visitor was; home must not send them to the top.
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('shows every other section, and no carousel, when there is no slider', async () => {
    seedSections();
    await renderHome();

    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.map(regionName)).toEqual(SECTION_ORDER.slice(1));
    expect(screen.getByRole('heading', { name: 'Your data, kept close' })).toBeInTheDocument();
  });

  it('lists the 6 newest products, the latest 3 news and the first two about sections, with links onward', async () => {
    seedSections();
    await renderHome();

    const products = within(region('Our Products'));
    const productLinks = products.getAllByRole('link').filter((link) => link.textContent?.startsWith('Product '));
    expect(productLinks.map((link) => link.textContent)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Product ${n}`));
    expect(productLinks[0]).toHaveAttribute('href', `/products/${apiDb.products[0]!._id}`);
    expect(products.getAllByText('Yarn')).toHaveLength(3);
    expect(products.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');

    const news = within(region('News Center'));
    expect(news.getAllByRole('article')).toHaveLength(3);
    expect(news.getByRole('link', { name: 'News 1' })).toHaveAttribute('href', `/news/${apiDb.news[0]!._id}`);
    expect(news.queryByRole('link', { name: 'News 4' })).not.toBeInTheDocument();
    expect(news.getByText('01/01/2026')).toHaveAttribute('datetime', '2026-01-01');
    expect(
      news.getAllByText(
        'Dhaka mills report steady indigo supply this quarter, with dye houses back to full shifts ' +
          'and lead times for denim down to five we…',
      ),
    ).toHaveLength(2);
    expect(news.getByText(SHORT_NEWS)).toBeInTheDocument();
    expect(news.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');

    const about = within(region('About Us'));
    expect(about.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Who we are',
      'How we audit',
    ]);
    expect(about.getByRole('link', { name: 'Our story' })).toHaveAttribute('href', '/about');
  });

  it('shows a focus ring on every product and news card that no overflow-hidden clips (9 tab stops)', async () => {
    seedSections();
    await renderHome();

    const cardLinks = [
      ...within(region('Our Products'))
        .getAllByRole('link')
        .filter((link) => link.textContent?.startsWith('Product ')),
      ...within(region('News Center'))
        .getAllByRole('link')
        .filter((link) => link.textContent?.startsWith('News ')),
    ];
    expect(cardLinks).toHaveLength(9);
    for (const link of cardLinks) {
      // The link's own outline (on itself or its ::after) would be cut off by the card's overflow-hidden:
      // the card draws the ring instead, in the surface's --focus-ring colour (3:1, see styles.test.ts).
      expect(link).toHaveClass('focus-visible:outline-none');
      const card = link.closest('article')!;
      expect(card).toHaveClass('has-[a:focus-visible]:outline-3', 'has-[a:focus-visible]:outline-(--focus-ring)');
      for (let node = card.parentElement; node; node = node.parentElement) {
        expect(node.className).not.toMatch(/\boverflow-(hidden|clip)\b/);
      }
    }
  });

  it('leaves out empty privacy, about and review sections and says so for empty products and news', async () => {
    apiDb.sliders.push(make.slider());
    renderRoute('/');

    expect(await screen.findByText('No news has been published yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('New products are being added to the catalogue. Please check back soon.'),
    ).toBeInTheDocument();
    const names = within(screen.getByRole('main')).getAllByRole('region').map(regionName);
    expect(names).toEqual(['Highlights', 'Our Products', 'News Center']);
    expect(screen.queryByRole('link', { name: 'All products' })).not.toBeInTheDocument();
  });

  it('shows a small loading state in a section whose data is still on its way', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/reviews`, async () => {
        await answered;
        return HttpResponse.json([make.review({ name: 'Late review' })]);
      }),
    );
    seedSections();
    renderRoute('/');

    const reviews = await screen.findByRole('region', { name: 'Client Reviews' });
    expect(within(reviews).getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(await screen.findByRole('heading', { name: 'Your data, kept close' })).toBeInTheDocument();
    release();
    expect(await within(reviews).findByRole('heading', { name: 'Late review' })).toBeInTheDocument();
    expect(within(reviews).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failed section its error and a retry while the rest of the page still renders', async () => {
    server.use(http.get(`${API}/reviews`, failWith(500, 'The reviews store is down')));
    seedSlides();
    seedSections();
    const { user } = renderRoute('/');

    const reviews = within(await screen.findByRole('region', { name: 'Client Reviews' }));
    expect(await reviews.findByRole('alert')).toHaveTextContent('We could not load the reviews.');
    expect(reviews.getByText('The reviews store is down')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your data, kept close' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'News 1' })).toBeInTheDocument();
    expect(visibleSlide()).toHaveTextContent('Yarn for every knitter');

    server.resetHandlers();
    await user.click(reviews.getByRole('button', { name: 'Try again' }));
    expect(await reviews.findByRole('heading', { name: 'Single Jersey 160 GSM' })).toBeInTheDocument();
    expect(reviews.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the slider out with a retry, not the whole page, when the sliders fail to load', async () => {
    server.use(http.get(`${API}/sliders`, failWith(503, 'Down for a moment')));
    seedSections();
    const { user } = renderRoute('/');

    expect(await screen.findByText('We could not load the highlights.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your data, kept close' })).toBeInTheDocument();

    server.resetHandlers();
    seedSlides();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load the highlights.')).not.toBeInTheDocument();
  });

  it('shows each review with its product, an accessible star rating, the comment, the date and the photo', async () => {
    seedSections();
    apiDb.reviews.push(make.review({ name: 'Denim 12 oz', rate: 2, comment: 'Shade varied between lots.' }));
    await renderHome();

    const reviews = within(region('Client Reviews'));
    const rating = reviews.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(
      reviews.getByRole('img', { name: 'Rated 2 out of 5' }).querySelectorAll('[data-filled="true"]'),
    ).toHaveLength(2);
    const [first] = reviews.getAllByRole('article');
    expect(first).toHaveTextContent('Consistent shade from lot to lot.');
    expect(within(first!).getByText('12 - 3 - 2025')).toHaveAttribute('datetime', '2025-03-12');
    expect(first!.querySelector('img')).toHaveAttribute('src', `${API}${apiDb.reviews[0]!.photo}`);
  });
});

describe('Home slider (WAI-ARIA carousel)', () => {
  it('changes the visible slide and its "N of M" label with next, previous and the picker', async () => {
    seedSlides();
    const { user } = await renderCarousel();

    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(visibleSlide()).toHaveTextContent('Yarn for every knitter');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(visibleSlide()).toHaveTextContent('Meet us at the Dhaka fair');

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    expect(visibleSlide()).toHaveTextContent('Audited dye houses');

    await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('moves between slides with the arrow keys, Home and End, focus following on the picker', async () => {
    seedSlides();
    const { user } = await renderCarousel();

    act(() => screen.getByRole('button', { name: 'Show slide 1' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    await user.keyboard('{Home}');
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
  });

  it('gives each slide a button that follows its link: site paths in the app, http(s) as a plain link, none when empty', async () => {
    const slides = seedSlides();
    const { user } = await renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });

    expect(within(visibleSlide()).getByRole('link', { name: /discover more/i })).toHaveAttribute(
      'href',
      slides[0]!.link,
    );
    await user.click(next);
    expect(within(visibleSlide()).getByRole('link', { name: /discover more/i })).toHaveAttribute(
      'href',
      'https://fair.example.com/texbridge',
    );
    await user.click(next);
    expect(within(visibleSlide()).queryByRole('link')).not.toBeInTheDocument();
    expect(visibleSlide()).toHaveTextContent('Audited dye houses');
  });

  it('advances on its own every 6 s, holds while hovered or focused, and stays put once paused', async () => {
    seedSlides();
    const { user } = await renderCarousel();
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    expect(AUTO_ADVANCE_MS).toBe(6000);
    advance(AUTO_ADVANCE_MS - 100);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    advance(100);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');

    await user.hover(region('Highlights'));
    advance(AUTO_ADVANCE_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    await user.unhover(region('Highlights'));
    advance(AUTO_ADVANCE_MS);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');

    act(() => screen.getByRole('button', { name: 'Show slide 3' }).focus());
    advance(AUTO_ADVANCE_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('3 of 3');
    act(() => screen.getByRole('button', { name: 'Show slide 3' }).blur());
    advance(AUTO_ADVANCE_MS);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');

    await user.click(screen.getByRole('button', { name: 'Pause slide show' }));
    await user.unhover(region('Highlights'));
    act(() => (document.activeElement as HTMLElement).blur());
    advance(AUTO_ADVANCE_MS * 2);
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
  });

  it('does not advance on its own under prefers-reduced-motion until the visitor presses play', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    seedSlides();
    const { user } = await renderCarousel();

    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(visibleSlide()).toHaveAccessibleName('1 of 3');
    expect(region('Highlights')).toHaveAttribute('data-rotating', 'false');

    await user.click(screen.getByRole('button', { name: 'Play slide show' }));
    await user.unhover(region('Highlights'));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleSlide()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
  });
});
