import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, writes } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../../testing/table.ts';

// docs/history.md: a delete moves content and requests to the trash, from where staff bring them back.
const menu = () => screen.getByRole('navigation', { name: 'Dashboard' });

describe('Trash', () => {
  it('lists what a delete moved there, restores a product under its id, and refreshes the products', async () => {
    db.products.push(make.product({ title: 'Organic poplin' }), make.product({ title: 'Twill' }));
    db.rfqs.push(make.rfq({ reference: 'RFQ-2026-000042', name: 'Nadia Rahman' }));
    const poplin = db.products[0]!;
    const { user, router, queryClient } = await renderApp('/admin/product');
    // Deleted from its manager, as staff do: the dialog says where it goes.
    await user.click(await screen.findByRole('button', { name: 'Delete Organic poplin' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask).toHaveTextContent('“Organic poplin” will be moved to the Trash, where it can be restored for 30 days.');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    db.trash.push(make.trashed('rfqs', db.rfqs.pop()!, { title: 'RFQ-2026-000042 from Nadia Rahman' }));

    await user.click(within(menu()).getByRole('link', { name: 'Trash' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trash' })).toBeInTheDocument();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [product, rfq] = await bodyRows();
    expect(cellTexts(product!)).toEqual([
      'Organic poplinProduct',
      expect.stringMatching(/^\d+ \w+ \d{4}, \d\d:\d\dby ayesha@texbridge\.example$/),
      'RestoreDelete forever',
    ]);
    expect(cellTexts(rfq!)[0]).toBe('RFQ-2026-000042 from Nadia RahmanRFQ');
    expect(screen.getByText('2 deleted records, newest first')).toBeInTheDocument();

    const filters = screen.getByRole('search', { name: 'Filter the trash' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Kind' }), 'products');
    expect(router.state.location.search).toBe('?resource=products');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Restore: Organic poplin' }));
    expect(await screen.findByText('“Organic poplin” restored')).toBeInTheDocument();
    expect(writes().at(-1)).toEqual({
      method: 'POST',
      path: `/trash/products/${poplin._id}/restore`,
      authorization: `Bearer ${TEST_TOKEN}`,
    });
    expect(db.products.map((row) => row._id)).toEqual([poplin._id, expect.any(String)]);
    expect(await screen.findByText('No products are in the trash.')).toBeInTheDocument();
    // The products' list, not on screen, is marked stale: it is fetched afresh when next shown.
    const productQueries = queryClient.getQueryCache().findAll({ queryKey: ['products'] });
    expect(productQueries.length).toBeGreaterThan(0);
    expect(productQueries.every((query) => query.state.isInvalidated)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show everything' }));
    expect(router.state.location.search).toBe('');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
  });

  it('asks before deleting for good, keeps it when cancelled, and says when the trash is empty', async () => {
    const enquiry = make.enquiry({ user_name: 'Rahim Uddin' });
    db.trash.push(make.trashed('enquiries', enquiry, { title: 'Enquiry from Rahim Uddin' }));
    const { user } = await renderApp('/admin/trash');
    const remove = await screen.findByRole('button', { name: 'Delete forever: Enquiry from Rahim Uddin' });
    await user.click(remove);
    let ask = screen.getByRole('alertdialog', { name: 'Delete for good?' });
    expect(ask).toHaveTextContent('“Enquiry from Rahim Uddin” will be deleted forever.');
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(writes()).toEqual([]);

    await user.click(remove);
    ask = screen.getByRole('alertdialog', { name: 'Delete for good?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText('“Enquiry from Rahim Uddin” deleted for good')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'DELETE', path: `/trash/enquiries/${enquiry._id}`, authorization: `Bearer ${TEST_TOKEN}` },
    ]);
    expect(db.trash).toEqual([]);
    expect(
      await screen.findByText('The trash is empty. Deleted content and requests wait here for 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says what went wrong when the trash cannot be loaded, and tries again', async () => {
    server.use(
      http.get(`${API}/trash`, () => apiError(503, 'Service Unavailable', 'The database is unavailable'), {
        once: true,
      }),
    );
    db.trash.push(make.trashed('news', make.news(), { title: 'Spring fair' }));
    const { user } = await renderApp('/admin/trash');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deleted records could not be loaded: The database is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Spring fair')).toBeInTheDocument();
  });
});
