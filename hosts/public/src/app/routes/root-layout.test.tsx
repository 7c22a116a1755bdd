import { act, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { TOAST_DURATIONS } from './root-layout.tsx';

afterEach(() => act(() => toast.remove()));

describe('the layout of every public page', () => {
  it('offers a skip link to the main content', async () => {
    apiDb.news.push(make.news());
    renderRoute('/news');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('shows at most 20 toasts at once (SPEC.md §9)', async () => {
    renderRoute('/news');
    await screen.findByRole('heading', { name: 'News', level: 1 });
    act(() => {
      for (let n = 1; n <= 25; n++) toast(`Note ${n}`);
    });
    expect(await screen.findByText('Note 25')).toBeInTheDocument();
    expect(screen.queryAllByText(/^Note \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Note 5')).not.toBeInTheDocument();
  });

  it("keeps toasts for the spec's durations", () => {
    expect(TOAST_DURATIONS).toEqual({
      duration: 4000,
      success: { duration: 2000 },
      error: { duration: 4000 },
      loading: { duration: Infinity },
    });
  });
});
