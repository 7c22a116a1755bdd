import { inboxItemPath } from '@texbridge/shared/resources/pipeline';
import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests, writes } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows } from '../../../testing/table.ts';

// docs/quotes.md: spam and duplicates are deleted from the opened request; the inbox and its count follow.
const menu = async () => screen.findByRole('navigation', { name: 'Dashboard' });

describe('Deleting a request', () => {
  it('deletes an RFQ after asking, then shows the inbox with its filters, without it, and counts one fewer new', async () => {
    db.rfqs.push(make.rfq({ reference: 'RFQ-2026-000042' }), make.rfq({ reference: 'RFQ-2026-000041' }));
    const id = db.rfqs[0]!._id;
    const { user, router } = await renderApp('/admin/inbox?type=rfq');
    expect(await within(await menu()).findByRole('link', { name: 'Inbox 2 new' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Nadia Rahman: open the RFQ RFQ-2026-000042' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are You Sure to Delete This RFQ ?');
    expect(dialog).toHaveTextContent(
      '“RFQ-2026-000042 from Nadia Rahman” will be moved to the Trash with its attachments and notes',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Request deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inbox'));
    expect(router.state.location.search).toBe('?type=rfq');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.queryByText('RFQ-2026-000042')).not.toBeInTheDocument();
    expect(await within(await menu()).findByRole('link', { name: 'Inbox 1 new' })).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', path: `/delete-rfqs/${id}`, authorization: `Bearer ${TEST_TOKEN}` }]);
    expect(db.rfqs.map((rfq) => rfq.reference)).toEqual(['RFQ-2026-000041']);
    // The deleted record is dropped, not asked for again (it would answer 404).
    const reads = requests.filter((request) => request.path === `/rfqs/${id}`);
    expect(reads).toHaveLength(1);
  });

  it('deletes an enquiry with DELETE /delete-enquiries/:id, and keeps it when cancelled', async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    const id = db.enquiries[0]!._id;
    const { user, router } = await renderApp(inboxItemPath('enquiry', id));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are You Sure to Delete This Enquiry ?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Request deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inbox'));
    expect(writes()).toEqual([
      { method: 'DELETE', path: `/delete-enquiries/${id}`, authorization: `Bearer ${TEST_TOKEN}` },
    ]);
    expect(db.enquiries).toEqual([]);
    expect(await screen.findByText(/^No requests yet/)).toBeInTheDocument();
  });

  it('opens the inbox’s enquiries at the old Enquiries address', async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    db.rfqs.push(make.rfq());
    const { router } = await renderApp('/admin/enquiries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/inbox');
    expect(router.state.location.search).toBe('?type=enquiry');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
  });
});
