import { inboxItemPath } from '@texbridge/shared/resources/pipeline';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN } from '../../../testing/auth.ts';
import { db } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// docs/quotes.md "The dashboard's inbox": on a phone the screen is one column, read top to bottom, so what
// staff come to do (the follow-up) comes first and the one thing that cannot be taken back comes last.
const region = (name: string) => screen.getByRole('region', { name });
const precedes = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('An opened request, in reading order', () => {
  it('puts the follow-up and notes before what the buyer sent, and a quiet Delete after everything', async () => {
    db.rfqs.push(make.rfq({ attachments: [{ name: 'tech-pack.pdf', type: 'application/pdf', bytes: 2048 }] }));
    await renderApp(inboxItemPath('rfq', db.rfqs[0]!._id));
    const followUp = await screen.findByRole('region', { name: 'Follow-up' });
    const save = within(followUp).getByRole('button', { name: 'Save' });
    const order = ['Notes', 'Status history', 'Products', 'Terms', 'Message', 'Attachments', 'Contact'].map(region);
    for (const [before, after] of [followUp, ...order].map((one, i, all) => [one, all[i + 1]] as const)) {
      if (after) expect(precedes(before, after), `${before.ariaLabel} before ${after.ariaLabel}`).toBe(true);
    }
    expect(precedes(save, region('Products'))).toBe(true);

    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(precedes(region('Contact'), remove)).toBe(true);
    const buttons = screen.getAllByRole('button');
    expect(buttons.at(-1)).toBe(remove);
    // Secondary, not the filled red of a confirmed delete: the dialog's Delete is the red one.
    expect(remove.className).not.toMatch(/(^|\s)bg-madder-\d+/);
    expect(remove.className).toMatch(/(^|\s)text-madder-\d+/);
  });

  it('shows every status change with who, when, from and to, the one just saved included', async () => {
    const colleague = 'karim@texbridge.example';
    db.users.push(make.me(), make.user({ email: colleague, role: 'admin' }));
    db.rfqs.push(
      make.rfq({
        status: 'replied',
        firstReplyAt: '2026-11-23T10:00:00.000Z',
        statusHistory: [{ from: 'new', to: 'replied', by: colleague, at: '2026-11-23T10:00:00.000Z' }],
      }),
    );
    const { user } = await renderApp(inboxItemPath('rfq', db.rfqs[0]!._id));
    const history = within(await screen.findByRole('region', { name: 'Status history' }));
    const entries = () => history.getAllByRole('listitem');
    expect(entries()).toHaveLength(2);
    expect(entries()[0]).toHaveTextContent(/^Received/);
    expect(entries()[1]).toHaveTextContent(`New to Replied${colleague}`);
    expect(within(entries()[1]!).getByText(/^23 Nov 2026, \d\d:\d\d$/)).toHaveAttribute(
      'dateTime',
      '2026-11-23T10:00:00.000Z',
    );

    const followUp = within(region('Follow-up'));
    await user.selectOptions(followUp.getByRole('combobox', { name: 'Status' }), 'quoted');
    await user.click(followUp.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(entries()[2]).toHaveTextContent(`Replied to Quoted${ADMIN.email}`);
    expect(within(entries()[2]!).getByText(/^\d+ \w{3} \d{4}, \d\d:\d\d$/)).toHaveAttribute(
      'dateTime',
      db.rfqs[0]!.statusHistory[1]!.at,
    );
  });

  it('says so when a request has not moved yet', async () => {
    db.rfqs.push(make.rfq());
    await renderApp(inboxItemPath('rfq', db.rfqs[0]!._id));
    const history = within(await screen.findByRole('region', { name: 'Status history' }));
    expect(history.getAllByRole('listitem')).toHaveLength(1);
    expect(history.getByText('Still new: no change of status yet.')).toBeInTheDocument();
  });

  it('says so when a request moved before its changes were kept', async () => {
    db.enquiries.push(make.enquiry({ status: 'quoted', handled: true }));
    await renderApp(inboxItemPath('enquiry', db.enquiries[0]!._id));
    const history = within(await screen.findByRole('region', { name: 'Status history' }));
    expect(history.getByText('Changes made before the status history was kept are not listed.')).toBeInTheDocument();
  });
});
