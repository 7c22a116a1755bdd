import { inboxItemPath } from '@texbridge/shared/resources/pipeline';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import { ADMIN } from '../../../testing/auth.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests, writes } from '../../../testing/db.ts';
import { captureDownloads } from '../../../testing/downloads.ts';
import { make } from '../../../testing/fixtures.ts';
import { API } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// docs/quotes.md: a request opens at the address the e-mail to staff links to, with all the buyer sent.
let restoreDownloads: (() => void) | undefined;
afterEach(() => restoreDownloads?.());
const region = (name: string) => screen.getByRole('region', { name });

describe('An opened request', () => {
  it('opens an RFQ at its direct address: lines, terms, contact, attachments and follow-up', async () => {
    db.rfqs.push(
      make.rfq({
        reference: 'RFQ-2026-000042',
        notification: 'failed',
        attachments: [{ name: 'tech-pack.pdf', type: 'application/pdf', bytes: 2048 }],
      }),
    );
    const rfq = db.rfqs[0]!;
    await renderApp(inboxItemPath('rfq', rfq._id));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'RFQ-2026-000042 from Nadia Rahman' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('RFQ-2026-000042 from Nadia Rahman | Dashboard'));
    const products = within(region('Products'));
    const [first, second] = products.getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Combed Cotton Yarn Ne 30/1' })).toHaveAttribute(
      'href',
      `/products/${rfq.lines[0]!.productId}`,
    );
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Combed Cotton Yarn Ne 30/1', '5,000 kg', '1,000 kg', 'None given']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Single Jersey 180 GSM', '800 mBelow MOQ', '1,000 m', '2.4 USD / m']);
    const terms = within(region('Terms'));
    expect(terms.getByText('CIF')).toBeInTheDocument();
    expect(terms.getByText('Chattogram')).toBeInTheDocument();
    expect(terms.getByText('31 Mar 2027')).toHaveAttribute('dateTime', '2027-03-31');
    expect(within(region('Message')).getByText('For our spring programme.')).toBeInTheDocument();
    const contact = within(region('Contact'));
    expect(contact.getByRole('link', { name: 'nadia@dhakaknit.example' })).toHaveAttribute(
      'href',
      'mailto:nadia@dhakaknit.example',
    );
    expect(contact.getByRole('link', { name: '+880 1711-000001' })).toHaveAttribute('href', 'tel:+8801711000001');
    expect(contact.getByText('Bangladesh')).toBeInTheDocument();
    const followUp = within(region('Follow-up'));
    expect(followUp.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(followUp.getByText(/^waiting /)).toBeInTheDocument();
    expect(followUp.getByText(/^Notification failed: no one was e-mailed/)).toBeInTheDocument();
    expect(screen.getAllByText('Notification failed')).toHaveLength(1);
  });

  it('downloads an attachment with the admin’s token', async () => {
    const capture = captureDownloads();
    restoreDownloads = capture.restore;
    db.rfqs.push(make.rfq({ attachments: [{ name: 'tech-pack.pdf', type: 'application/pdf', bytes: 2048 }] }));
    const id = db.rfqs[0]!._id;
    const { user } = await renderApp(inboxItemPath('rfq', id));
    await user.click(await screen.findByRole('button', { name: 'Download tech-pack.pdf (2 KB)' }));
    await waitFor(() => expect(capture.downloads.map((download) => download.name)).toEqual(['tech-pack.pdf']));
    expect(capture.downloads[0]!.blob.size).toBe(2048);
    expect(requests.find((request) => request.path.includes('/attachments/'))).toEqual({
      method: 'GET',
      path: `/rfqs/${id}/attachments/0`,
      authorization: `Bearer ${TEST_TOKEN}`,
    });
  });

  it('saves the status and the assignee with Save, in one PATCH, and adds a note with its own form', async () => {
    db.users.push(
      make.me(),
      make.user({ displayName: 'Karim Hossain', email: 'karim@texbridge.example', role: 'admin' }),
      make.user({ displayName: 'A Buyer', email: 'buyer@mills.example' }),
    );
    db.rfqs.push(make.rfq());
    const id = db.rfqs[0]!._id;
    const { user } = await renderApp(inboxItemPath('rfq', id));
    const followUp = within(await screen.findByRole('region', { name: 'Follow-up' }));
    const save = followUp.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.selectOptions(followUp.getByRole('combobox', { name: 'Status' }), 'quoted');
    const assignee = followUp.getByRole('combobox', { name: 'Assignee' });
    // Only the admins, asked of the API (GET /users?role=admin), never every user.
    await waitFor(() =>
      expect(
        within(assignee)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Unassigned', `Ayesha Rahman (${ADMIN.email})`, 'Karim Hossain (karim@texbridge.example)']),
    );
    expect(requests.filter((request) => request.path === '/users').map((request) => request.search)).toEqual([
      '?role=admin',
    ]);
    await user.selectOptions(assignee, 'karim@texbridge.example');
    expect(writes()).toEqual([]);
    await user.click(save);
    expect(
      await screen.findByText('Status changed to Quoted; assigned to karim@texbridge.example'),
    ).toBeInTheDocument();
    // Its first reply is now, days after the record arrived: no longer waiting.
    await waitFor(() => expect(followUp.getByText(/^\d+ d( \d+ h)?$/)).toBeInTheDocument());
    expect(followUp.queryByText(/^waiting /)).not.toBeInTheDocument();
    expect(assignee).toHaveValue('karim@texbridge.example');
    expect(save).toBeDisabled();

    await user.selectOptions(assignee, '');
    await user.click(save);
    expect(await screen.findByText('Assignee removed')).toBeInTheDocument();

    const notes = within(region('Notes'));
    expect(notes.getByText('No notes yet.')).toBeInTheDocument();
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(notes.getByText('Write the note first.')).toBeInTheDocument();
    await user.type(notes.getByRole('textbox', { name: 'Add note' }), 'Sent the price list, CIF Chattogram.');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    const note = await notes.findByText('Sent the price list, CIF Chattogram.');
    expect(note.closest('li')).toHaveTextContent(ADMIN.email!);
    expect(notes.getByRole('textbox', { name: 'Add note' })).toHaveValue('');

    expect(writes()).toEqual(
      [
        { status: 'quoted', assignee: 'karim@texbridge.example' },
        { assignee: '' },
        { note: 'Sent the price list, CIF Chattogram.' },
      ].map((body) => ({ method: 'PATCH', path: `/rfqs/${id}`, authorization: `Bearer ${TEST_TOKEN}`, body })),
    );
    expect(db.rfqs[0]).toMatchObject({ status: 'quoted' });
    expect(db.rfqs[0]).not.toHaveProperty('assignee');
  });

  it('sends nothing as the status select passes through options (arrow keys on a closed select)', async () => {
    db.rfqs.push(make.rfq());
    const id = db.rfqs[0]!._id;
    const { user } = await renderApp(inboxItemPath('rfq', id));
    const followUp = within(await screen.findByRole('region', { name: 'Follow-up' }));
    const status = followUp.getByRole('combobox', { name: 'Status' });
    const save = followUp.getByRole('button', { name: 'Save' });
    // Each option fires `change`, as arrowing through a closed select does on Windows and in Firefox.
    for (const passed of ['replied', 'quoted', 'won', 'lost']) await user.selectOptions(status, passed);
    expect(save).toBeEnabled();
    expect(writes()).toEqual([]);
    // Back where it was stored: nothing to save.
    await user.selectOptions(status, 'new');
    expect(save).toBeDisabled();
    await user.selectOptions(status, 'lost');
    await user.click(save);
    expect(await screen.findByText('Status changed to Lost')).toBeInTheDocument();
    expect(screen.queryByText(/^Status changed to (Replied|Quoted|Won)$/)).not.toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PATCH', path: `/rfqs/${id}`, authorization: `Bearer ${TEST_TOKEN}`, body: { status: 'lost' } },
    ]);
  });

  it('runs one change at a time: while one is saved the other waits, and the selects keep the focus', async () => {
    db.rfqs.push(make.rfq());
    const id = db.rfqs[0]!._id;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldBodies: unknown[] = [];
    server.use(
      http.patch(
        `${API}/rfqs/:id`,
        async ({ request }) => {
          heldBodies.push(await request.json());
          await held;
          return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
        },
        { once: true },
      ),
    );
    const { user } = await renderApp(inboxItemPath('rfq', id));
    const followUp = within(await screen.findByRole('region', { name: 'Follow-up' }));
    const notes = within(region('Notes'));
    await user.type(notes.getByRole('textbox', { name: 'Add note' }), 'Called the buyer.');
    await user.click(notes.getByRole('button', { name: 'Add note' }));
    const status = followUp.getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(notes.getByRole('button', { name: 'Add note' })).toBeDisabled());
    await user.selectOptions(status, 'replied');
    expect(status).toBeEnabled();
    expect(status).toHaveFocus();
    expect(followUp.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    release();
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    // The note's own form cleared its text, though the status was chosen meanwhile.
    await waitFor(() => expect(notes.getByRole('textbox', { name: 'Add note' })).toHaveValue(''));
    expect(status).toHaveValue('replied');
    await user.click(followUp.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status changed to Replied')).toBeInTheDocument();
    expect(heldBodies).toEqual([{ note: 'Called the buyer.' }]);
    expect(writes().map((write) => write.body)).toEqual([{ status: 'replied' }]);
  });

  it('opens an enquiry from the inbox, moves it along with PATCH /enquiries/:id, and goes back to the filtered list', async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin', message: 'Please quote 20 t of viscose yarn.' }));
    const id = db.enquiries[0]!._id;
    const { user, router } = await renderApp('/admin/inbox?type=enquiry');
    await user.click(await screen.findByRole('link', { name: 'Rahim Uddin: open the Enquiry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry from Rahim Uddin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(inboxItemPath('enquiry', id));
    expect(within(region('Message')).getByText('Please quote 20 t of viscose yarn.')).toBeInTheDocument();
    await user.selectOptions(within(region('Follow-up')).getByRole('combobox', { name: 'Status' }), 'replied');
    await user.click(within(region('Follow-up')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status changed to Replied')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PATCH', path: `/enquiries/${id}`, authorization: `Bearer ${TEST_TOKEN}`, body: { status: 'replied' } },
    ]);
    expect(db.enquiries[0]).toMatchObject({ status: 'replied', handled: true });
    await user.click(screen.getByRole('link', { name: 'Back to the inbox' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/inbox'));
    expect(router.state.location.search).toBe('?type=enquiry');
  });

  it('says when a request cannot be found, and how to find it', async () => {
    await renderApp(inboxItemPath('rfq', 'gone'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This request could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No RFQ with id gone');
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/admin/inbox');
  });
});
