import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { db, writes } from '../../../testing/db.ts';
import { imageFile, make, many } from '../../../testing/fixtures.ts';
import { API, apiError, uploads } from '../../../testing/handlers.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, openAddDialog } from '../../../testing/table.ts';
afterEach(() => vi.useRealTimers());

const openAdd = () => openAddDialog('/admin/reviews', 'Add Review');

describe('Reviews manager', () => {
  it('lists reviews under Image, Product Name, Ratings, Comment and Action, with delete only', async () => {
    db.reviews.push(
      make.review({ name: 'Combed cotton yarn', comment: 'Even counts, shipped on time.', rate: 4 }),
      make.review({ name: 'Poplin', comment: 'Shade matched the lab dip.', rate: 1 }),
    );
    await renderApp('/admin/reviews');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Image', 'Product Name', 'Ratings', 'Comment', '中文', 'Action']);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [first, second] = await bodyRows();
    const [, name, stars, comment] = within(first!).getAllByRole('cell');
    expect(name).toHaveTextContent('Combed cotton yarn');
    expect(comment).toHaveTextContent('Even counts, shipped on time.');
    expect(within(stars!).getByRole('img', { name: '4 out of 5' })).toHaveTextContent('★★★★★');
    expect(within(second!).getByRole('img', { name: '1 out of 5' })).toBeInTheDocument();
    expect(first!.querySelector('img')).toHaveAttribute('src', `${API}${db.reviews[0]!.photo}`);
    // The API has no review update: a delete, and no edit.
    expect(within(first!).getByRole('button', { name: 'Delete review of Combed cotton yarn' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reviews | Dashboard'));
  });

  it("adds a review rated with the keyboard, dated today as 'day - month - year' (month one-based)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 7, 10, 30));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Viscose slub fabric');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Soft hand, no shade variation.');
    const group = within(dialog).getByRole('radiogroup', { name: 'Ratings' });
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.upload(within(dialog).getByLabelText(/^Photo/), imageFile('buyer.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Review Successfully Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url] = [...uploads.keys()];
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/uploads' }),
      {
        method: 'POST',
        path: '/add-reviews',
        authorization: `Bearer ${TEST_TOKEN}`,
        body: {
          name: 'Viscose slub fabric',
          comment: 'Soft hand, no shade variation.',
          rate: 4,
          date: '7 - 3 - 2026',
          photo: url,
        },
      },
    ]);
    expect(await screen.findByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Viscose slub fabric')).toBeInTheDocument();
  });

  it('sends the star that was clicked', async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('radio', { name: '1 star' }));
    await user.upload(within(dialog).getByLabelText(/^Photo/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Review Successfully Added')).toBeInTheDocument();
    // Name and comment carry no rule (docs/spec.md §5): they may go empty.
    expect(writes().find((request) => request.path === '/add-reviews')?.body).toMatchObject({
      name: '',
      comment: '',
      rate: 1,
    });
  });

  it('requires a rating and a photo, and sends nothing without them', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Unrated');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Ratings is required: choose 1 to 5 stars')).toBeInTheDocument();
    expect(within(dialog).getByText('Photo is required: choose an image to upload.')).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { name: 'Ratings' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Product Name' })).not.toHaveAttribute('aria-required');
    expect(writes()).toEqual([]);
    expect(db.reviews).toEqual([]);
  });

  it("shows the server's sentence when the add fails, and keeps what was typed and the stars", async () => {
    server.use(http.post(`${API}/add-reviews`, () => apiError(400, 'Bad Request', 'comment is too long')));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Kept name');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Kept comment');
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.upload(within(dialog).getByLabelText(/^Photo/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('comment is too long')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Review' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Product Name' })).toHaveValue('Kept name');
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('Kept comment');
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.queryByText('Review Successfully Added')).not.toBeInTheDocument();
    expect(db.reviews).toEqual([]);
  });

  it("deletes a review after 'Are You Sure to Delete This Review ?'", async () => {
    db.reviews.push(make.review({ name: 'Keep' }), make.review({ name: 'Remove me' }));
    const { user } = await renderApp('/admin/reviews');
    await user.click(await screen.findByRole('button', { name: 'Delete review of Remove me' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are You Sure to Delete This Review ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Review Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());
    expect(db.reviews.map((row) => row.name)).toEqual(['Keep']);
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: expect.stringMatching(/^\/delete-reviews\//) }),
    ]);
  });

  it('shows no page buttons for 10 reviews, and pages 11 by 10', async () => {
    db.reviews.push(...many(10, (n) => make.review({ name: `Product ${n}` })));
    const first = await renderApp('/admin/reviews');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).not.toBeInTheDocument();
    first.unmount();

    db.reviews.push(make.review({ name: 'Product 11' }));
    const { user } = await renderApp('/admin/reviews');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Reviews pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Product 11')).toBeInTheDocument();
  });
});
