import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import type * as RetryDelay from '../../lib/retry-delay.ts';

/** While set, every timed background try waits this long: a try that comes sooner came from an event. */
const timedTries = vi.hoisted(() => ({ delayMs: undefined as number | undefined }));
vi.mock('../../lib/retry-delay.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RetryDelay>();
  return { retryDelayAfter: (failures: number) => timedTries.delayMs ?? actual.retryDelayAfter(failures) };
});
afterEach(() => {
  timedTries.delayMs = undefined;
});

/** The API is unreachable for `path` until `restore()`; counts the calls it refused. */
function outage(path: string) {
  const refused = { count: 0 };
  server.use(
    http.get(`${API}${path}`, () => {
      refused.count += 1;
      return HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'Down' }, { status: 503 });
    }),
  );
  return { refused, restore: () => server.resetHandlers() };
}

// The first background try comes 2 s after the failure, the next 4 s and then 8 s after that: on a loaded
// machine the first may come before the API is back, so allow for the third (14 s) with room to spare.
const BY_ITSELF = { timeout: 25_000 };

describe('a page that failed to load mends itself when the API is back (no click)', () => {
  it('reloads a failed /products page in the background', async () => {
    apiDb.products.push(make.product({ title: 'Combed cotton 30s' }));
    const api = outage('/products');
    renderRoute('/products');
    expect(await screen.findByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
    api.restore();
    expect(await screen.findByRole('link', { name: 'Combed cotton 30s' }, BY_ITSELF)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'We could not load this page' })).not.toBeInTheDocument();
  });

  it('keeps trying while the API stays down', async () => {
    const api = outage('/products');
    renderRoute('/products');
    expect(await screen.findByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
    const first = api.refused.count;
    await vi.waitFor(() => expect(api.refused.count).toBeGreaterThan(first), BY_ITSELF);
    expect(screen.getByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
  });

  it.each(['online', 'focus'])('tries at once on %s (the network returns, the tab regains focus)', async (event) => {
    // No timed try within the test: a try can only come from the event, however slow the machine.
    timedTries.delayMs = 10 * 60_000;
    const listening = vi.spyOn(window, 'addEventListener');
    try {
      const api = outage('/products');
      renderRoute('/products');
      expect(await screen.findByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
      // The page listens from an effect, which may run a moment after its heading shows: an event
      // before that would be lost. It adds 'focus' last.
      await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('focus', expect.any(Function)));
      const before = api.refused.count;
      window.dispatchEvent(new Event(event));
      await vi.waitFor(() => expect(api.refused.count).toBeGreaterThan(before), BY_ITSELF);
      expect(screen.getByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
    } finally {
      listening.mockRestore();
    }
  });

  it('reloads a failed home section in the background', async () => {
    apiDb.reviews.push(make.review({ name: 'Open-end yarn', comment: 'Even count, every cone.' }));
    const api = outage('/reviews');
    renderRoute('/', { backgroundRetry: true });
    const reviews = within(await screen.findByRole('region', { name: 'Client Reviews' }));
    expect(await reviews.findByRole('alert')).toHaveTextContent('We could not load the reviews.');

    api.restore();
    expect(await reviews.findByText('Even count, every cone.', {}, BY_ITSELF)).toBeInTheDocument();
    expect(reviews.queryByRole('alert')).not.toBeInTheDocument();
  });
});
