import { inboxItemPath } from '@texbridge/shared/resources/pipeline';
import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, writes } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows } from '../../../testing/table.ts';

// docs/quotes.md: a request deleted by mistake comes back from its toast's Undo, into the inbox and its count.
const menu = async () => screen.findByRole('navigation', { name: 'Dashboard' });

describe('Undoing a request’s delete', () => {
  it('restores the RFQ from the trash, and the inbox and its new count show it again', async () => {
    db.rfqs.push(make.rfq({ reference: 'RFQ-2026-000042' }), make.rfq({ reference: 'RFQ-2026-000041' }));
    const id = db.rfqs[0]!._id;
    const { user, router } = await renderApp(inboxItemPath('rfq', id));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inbox'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(await within(await menu()).findByRole('link', { name: 'Inbox 1 new' })).toBeInTheDocument();

    const status = screen.getByText('Request deleted').closest('[role="status"]') as HTMLElement;
    const undo = within(status).getByRole('button', { name: 'Undo: restore “RFQ-2026-000042 from Nadia Rahman”' });
    await user.click(undo);
    // Off the toast, which would hold the toasts of later tests (react-hot-toast pauses under the pointer).
    await user.unhover(undo);
    expect(await screen.findByText('“RFQ-2026-000042 from Nadia Rahman” restored')).toBeInTheDocument();
    expect(writes().at(-1)).toEqual({
      method: 'POST',
      path: `/trash/rfqs/${id}/restore`,
      authorization: `Bearer ${TEST_TOKEN}`,
    });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(screen.getByText('RFQ-2026-000042')).toBeInTheDocument();
    expect(await within(await menu()).findByRole('link', { name: 'Inbox 2 new' })).toBeInTheDocument();
    expect(db.rfqs.map((rfq) => rfq.reference)).toEqual(['RFQ-2026-000042', 'RFQ-2026-000041']);
  });
});
