import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

/** react-hot-toast dismisses a toast at its duration, then takes it off the page after a 1 s exit animation. */
const EXIT_MS = 1000;

/**
 * Opens a page that toasts (Contact Us: its enquiry form asks for the layout's toaster once the visitor
 * starts filling it in, and the toaster is loaded then), waits until it has loaded and its toaster shows
 * a toast (the toaster subscribes in an effect, which may run after the page is on screen), then fakes
 * the clock that times the toasts.
 */
async function openPageWithToaster() {
  renderRoute('/contact');
  await screen.findByRole('heading', { name: 'Contact Us', level: 1 });
  const [name] = await screen.findAllByRole('textbox', { name: /Your name/ });
  await userEvent.setup().type(name!, 'A');
}

async function openPageAndFakeToastClock() {
  await openPageWithToaster();
  act(() => void toast('Toaster ready'));
  await screen.findByText('Toaster ready');
  act(() => toast.remove());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

describe('the layout of every public page', () => {
  it('offers a skip link to the main content', async () => {
    apiDb.news.push(make.news());
    renderRoute('/news');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it("puts focus on the new page's h1 after an in-app navigation, but not on the first page shown", async () => {
    const { user, router } = renderRoute('/news');
    await screen.findByRole('heading', { name: 'News', level: 1 });
    expect(document.body).toHaveFocus();

    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    const heading = await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'About Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('shows at most 20 toasts at once (docs/spec.md §9)', async () => {
    await openPageWithToaster();
    act(() => {
      for (let n = 1; n <= 25; n++) toast(`Note ${n}`);
    });
    expect(await screen.findByText('Note 25')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Note \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Note 5')).not.toBeInTheDocument();
  });

  it.each([
    ['a plain toast', 4000, () => toast('Plain note')],
    ['a success toast', 2000, () => toast.success('Saved note')],
    ['an error toast', 4000, () => toast.error('Failed note')],
  ])("shows %s for the spec's %i ms (docs/spec.md §9)", async (_kind, duration, show) => {
    await openPageAndFakeToastClock();
    act(() => void show());
    const message = screen.getByText(/ note$/);
    // Separate steps, so that each timer's effects run when it fires: dismissed at the duration, the
    // toast leaves exactly EXIT_MS later; dismissed a moment earlier or later, it would not.
    act(() => vi.advanceTimersByTime(duration - 1));
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(EXIT_MS - 1));
    expect(message).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(message).not.toBeInTheDocument();
  });

  it('keeps a loading toast until it is dismissed (docs/spec.md §9)', async () => {
    await openPageAndFakeToastClock();
    let id = '';
    act(() => void (id = toast.loading('Loading note')));
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    act(() => vi.advanceTimersByTime(EXIT_MS));
    expect(screen.getByText('Loading note')).toBeInTheDocument();
    act(() => toast.dismiss(id));
    act(() => vi.advanceTimersByTime(EXIT_MS));
    expect(screen.queryByText('Loading note')).not.toBeInTheDocument();
  });
});
