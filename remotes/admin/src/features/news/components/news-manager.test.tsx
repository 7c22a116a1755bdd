import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db, writes } from '../../../testing/db.ts';
import { imageFile, make } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { cellTexts } from '../../../testing/table.ts';

afterEach(() => vi.useRealTimers());

describe('News manager', () => {
  it('lists news under Image, Title (20), Content (50), Date and Action', async () => {
    db.news.push(
      make.news({
        title: 'Cotton prices steady ahead of the new crop',
        content: 'Spot prices for Shankar-6 held steady this month as mills booked forward.',
        day: 5,
        month: 0,
        year: 2026,
      }),
    );
    await renderApp('/admin/news');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Image', 'Title', 'Content', 'Date', '中文', 'Action']);
    await within(table).findByText('05/01/2026');
    const [, row] = within(table).getAllByRole('row');
    expect(cellTexts(row!)).toEqual([
      '',
      'Cotton prices steady…',
      'Spot prices for Shankar-6 held steady this month a…',
      '05/01/2026',
      '○ Missing',
      '',
    ]);
    expect(within(row!).getByText('05/01/2026')).toHaveAttribute('dateTime', '2026-01-05');
    await waitFor(() => expect(document.title).toBe('News | Dashboard'));
  });

  it('adds news dated today (month zero-based) with the uploaded image', async () => {
    // A fixed today: a run across midnight must not date the item one day and expect the next.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 12));
    const { user } = await renderApp('/admin/news');
    await user.click(await screen.findByRole('button', { name: 'Add News' }));
    const dialog = screen.getByRole('dialog', { name: 'Add News' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'New spinning mill partner');
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'We now source from Gazipur.');
    await user.upload(within(dialog).getByLabelText(/^News Image/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('News Successfully Added')).toBeInTheDocument();
    expect(writes().find((request) => request.path === '/add-news')?.body).toEqual({
      title: 'New spinning mill partner',
      content: 'We now source from Gazipur.',
      day: 5,
      month: 0,
      year: 2026,
      newsImage: expect.stringMatching(/^\/uploads\//),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('New spinning mill pa…')).toBeInTheDocument();
  });

  it('edits title and content', async () => {
    db.news.push(make.news({ title: 'Typo in titel', content: 'Body.' }));
    const { user } = await renderApp('/admin/news');
    await user.click(await screen.findByRole('button', { name: 'Edit Typo in titel' }));
    const dialog = screen.getByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Typo fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('News Updated')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/news/${db.news[0]!._id}`,
        body: { title: 'Typo fixed', content: 'Body.' },
      }),
    ]);
  });

  it("keeps the edit open with the server's sentence when the update is refused", async () => {
    db.news.push(make.news({ title: 'Stays open' }));
    server.use(http.put(`${API}/news/:id`, () => apiError(403, 'Forbidden', 'Only admins may change news.')));
    const { user } = await renderApp('/admin/news');
    await user.click(await screen.findByRole('button', { name: 'Edit Stays open' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (edited)');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Only admins may change news.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Stays open (edited)',
    );
    expect(db.news[0]!.title).toBe('Stays open');
  });

  it("deletes after 'Are You Sure to Delete That News ?'", async () => {
    db.news.push(make.news({ title: 'Old news' }));
    const { user } = await renderApp('/admin/news');
    await user.click(await screen.findByRole('button', { name: 'Delete Old news' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are You Sure to Delete That News ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News Deleted Successfully')).toBeInTheDocument();
    expect(db.news).toEqual([]);
  });
});
