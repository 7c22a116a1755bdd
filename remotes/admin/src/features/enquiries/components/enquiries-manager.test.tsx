import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests, writes } from '../../../testing/db.ts';
import { make, many } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows } from '../../../testing/table.ts';

const LONG_MESSAGE =
  'We need 20 tonnes of 30s combed cotton yarn each month for single jersey, delivered to Gazipur.\n\nCan you quote CIF Chittagong with a lab dip timeline?';

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('Enquiries', () => {
  it('lists Name, Email (mailto), Phone (tel or a dash), Message (cut), Date, Status and Action, newest first', async () => {
    db.enquiries.push(
      make.enquiry({ user_name: 'Rahim Uddin', message: LONG_MESSAGE }),
      make.enquiry({
        user_name: 'Sara Lee',
        user_email: 'sara@garments.example',
        user_phone: undefined,
        handled: true,
        createdAt: new Date(2026, 0, 3, 9, 30).toISOString(),
      }),
    );
    await renderApp('/admin/enquiries');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Message', 'Date', 'Status', 'Action']);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [first, second] = await bodyRows();
    const text = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent);
    expect(text(first!)).toEqual([
      'Rahim Uddin',
      'rahim@knits.example',
      '+880 1711-000000',
      'We need 20 tonnes of 30s combed cotton yarn each month for s…',
      '22 Nov 2026, 14:05',
      'New',
    ]);
    expect(text(second!)).toEqual([
      'Sara Lee',
      'sara@garments.example',
      '—',
      'Please send your price list for viscose yarn.',
      '3 Jan 2026, 09:30',
      'Handled',
    ]);
    expect(within(first!).getByRole('link', { name: 'rahim@knits.example' })).toHaveAttribute(
      'href',
      'mailto:rahim@knits.example',
    );
    expect(within(first!).getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute(
      'href',
      'tel:+8801711000000',
    );
    expect(within(second!).getAllByRole('link')).toHaveLength(1);
    expect(within(first!).getByText('22 Nov 2026, 14:05')).toHaveAttribute('dateTime', db.enquiries[0]!.createdAt);
    expect(within(first!).getByText(/^We need 20 tonnes/)).toHaveAttribute('title', LONG_MESSAGE);
    expect(screen.getByText('2 enquiries, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Enquiries | Dashboard'));
    expect(requests.find((request) => request.path === '/enquiries')).toMatchObject({ search: '?page=1&limit=10' });
  });

  it("opens the whole message with 'Read'", async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin', message: LONG_MESSAGE }));
    const { user } = await renderApp('/admin/enquiries');
    const read = await screen.findByRole('button', { name: 'Read the message from Rahim Uddin' });
    await user.click(read);
    const dialog = screen.getByRole('dialog', { name: 'Message from Rahim Uddin' });
    // The whole text, line breaks kept, which the table cut after 60 characters.
    expect(within(dialog).getByText(/Can you quote CIF Chittagong/).textContent).toBe(LONG_MESSAGE);
    expect(within(dialog).getByRole('link', { name: 'rahim@knits.example' })).toHaveAttribute(
      'href',
      'mailto:rahim@knits.example',
    );
    expect(within(dialog).getByText('22 Nov 2026, 14:05')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(read).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('marks an enquiry handled (PATCH { handled: true }) and new again (PATCH { handled: false })', async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    const id = db.enquiries[0]!._id;
    const { user } = await renderApp('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: 'Mark handled: the message from Rahim Uddin' }));

    expect(await screen.findByText('Enquiry marked handled')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('Rahim Uddin')).getByText('Handled')).toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: `/enquiries/${id}`,
        authorization: `Bearer ${TEST_TOKEN}`,
        body: { handled: true },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Mark new: the message from Rahim Uddin' }));
    expect(await screen.findByText('Enquiry marked new')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('Rahim Uddin')).getByText('New')).toBeInTheDocument());
    expect(writes().map((request) => request.body)).toEqual([{ handled: true }, { handled: false }]);
    expect(db.enquiries[0]!.handled).toBe(false);
  });

  it("deletes an enquiry after 'Are You Sure to Delete This Enquiry ?'", async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Keep Me' }), make.enquiry({ user_name: 'Spam Bot' }));
    const spam = db.enquiries[1]!._id;
    const { user } = await renderApp('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: 'Delete Enquiry from Spam Bot' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are You Sure to Delete This Enquiry ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Enquiry Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Spam Bot')).not.toBeInTheDocument());
    expect(db.enquiries.map((row) => row.user_name)).toEqual(['Keep Me']);
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: `/delete-enquiries/${spam}`,
        authorization: `Bearer ${TEST_TOKEN}`,
      }),
    ]);
  });

  it("says 'No enquiries yet.' when there are none", async () => {
    await renderApp('/admin/enquiries');
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Enquiries | Dashboard'));
  });

  it('shows the empty sentence once the last enquiry is deleted', async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Only One' }));
    const { user } = await renderApp('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: 'Delete Enquiry from Only One' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(db.enquiries).toEqual([]);
  });

  it('shows no page buttons for 10 enquiries, and pages 11 by 10', async () => {
    db.enquiries.push(...many(10, (n) => make.enquiry({ user_name: `Buyer ${n}` })));
    const first = await renderApp('/admin/enquiries');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Enquiries pages' })).not.toBeInTheDocument();
    first.unmount();

    db.enquiries.push(make.enquiry({ user_name: 'Buyer 11' }));
    const { user, router } = await renderApp('/admin/enquiries');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Enquiries pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Buyer 11')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ path: '/enquiries', search: '?page=2&limit=10' });
  });
});
