import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, writes } from '../../../testing/db.ts';
import { make, many } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts, openAddDialog } from '../../../testing/table.ts';

const LABELS = ['Title', 'Short Caption', 'Privacy', 'Policy', 'Why Choose'];

const openAdd = () => openAddDialog('/admin/privacy', 'Add Privacy');

describe('Privacy manager', () => {
  it('lists sections under Title (50), Short Caption, Policy, Privacy, Why Choose (60 each) and Action', async () => {
    db.privacy.push(
      make.privacy({
        title: 'Privacy at TexBridge: what we keep and why we keep it',
        caption: 'How we handle the details buyers and suppliers share with us during sourcing',
        privacy: 'We keep enquiry details only as long as we need them to answer and never sell them.',
        policy: 'Samples, prices and mill names shared with us stay between the buyer, the mill and us.',
        why: 'Audited mills, transparent pricing and one contact from the first sample to the shipment.',
      }),
      // Exactly 50 characters: nothing is cut.
      make.privacy({ title: 'Privacy and data protection for buyers & suppliers', caption: 'Short.' }),
    );
    await renderApp('/admin/privacy');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Short Caption', 'Policy', 'Privacy', 'Why Choose', '中文', 'Action']);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [first, second] = await bodyRows();
    expect(cellTexts(first!)).toEqual([
      'Privacy at TexBridge: what we keep and why we keep…',
      'How we handle the details buyers and suppliers share with us…',
      'Samples, prices and mill names shared with us stay between t…',
      'We keep enquiry details only as long as we need them to answ…',
      'Audited mills, transparent pricing and one contact from the…',
      '○ Missing',
      '',
    ]);
    expect(within(first!).getByText('Privacy at TexBridge: what we keep and why we keep…')).toHaveAttribute(
      'title',
      'Privacy at TexBridge: what we keep and why we keep it',
    );
    expect(cellTexts(second!).slice(0, 2)).toEqual(['Privacy and data protection for buyers & suppliers', 'Short.']);
    expect(screen.getByRole('button', { name: 'Add Privacy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Center | Dashboard'));
  });

  it('requires all five fields and sends nothing while one is missing; there is no image to pick', async () => {
    const { user, dialog } = await openAdd();
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Only a title');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Short Caption is required')).toBeInTheDocument();
    for (const label of LABELS.slice(1)) {
      expect(within(dialog).getByText(`${label} is required`)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveAttribute('aria-invalid', 'true');
    }
    for (const label of LABELS) {
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveAttribute('aria-required', 'true');
    }
    expect(within(dialog).queryByText('Title is required')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(db.privacy).toEqual([]);
  });

  it("adds a section, says 'Section is added' and lists it", async () => {
    const { user, dialog } = await openAdd();
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.type(box('Title'), 'Your data');
    await user.type(box('Short Caption'), 'What we keep');
    await user.type(box('Privacy'), 'Only what an answer needs.');
    await user.type(box('Policy'), 'Nothing is sold.');
    await user.type(box('Why Choose'), 'Audited mills.');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Section is added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/add-privacy',
        authorization: `Bearer ${TEST_TOKEN}`,
        body: {
          title: 'Your data',
          caption: 'What we keep',
          privacy: 'Only what an answer needs.',
          policy: 'Nothing is sold.',
          why: 'Audited mills.',
        },
      },
    ]);
    expect(await screen.findByText('Your data')).toBeInTheDocument();
  });

  it("shows the server's sentence when the add fails, and keeps what was typed", async () => {
    server.use(http.post(`${API}/add-privacy`, () => apiError(400, 'Bad Request', 'title is too long')));
    const { user, dialog } = await openAdd();
    for (const label of LABELS) await user.type(within(dialog).getByRole('textbox', { name: label }), `My ${label}`);
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('title is too long')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Privacy' })).toBe(dialog);
    for (const label of LABELS) {
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue(`My ${label}`);
    }
    expect(screen.queryByText('Section is added')).not.toBeInTheDocument();
    expect(db.privacy).toEqual([]);
  });

  it("edits the same fields with a PATCH and says 'Privacy Updated'", async () => {
    db.privacy.push(make.privacy({ title: 'Old title', why: 'Old reason.' }));
    const { _id: id, ...before } = { ...db.privacy[0]! };
    const { user } = await renderApp('/admin/privacy');
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Privacy Section' });
    expect(within(dialog).getByRole('textbox', { name: 'Policy' })).toHaveValue(db.privacy[0]!.policy);
    // docs/spec.md §5: edit forms have no required markers.
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-required');
    const why = within(dialog).getByRole('textbox', { name: 'Why Choose' });
    await user.clear(why);
    await user.type(why, 'New reason.');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Privacy Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: `/privacy/${id}`,
        authorization: `Bearer ${TEST_TOKEN}`,
        body: { ...before, why: 'New reason.' },
      },
    ]);
    expect(await screen.findByText('New reason.')).toBeInTheDocument();
  });

  it("keeps the edit open with the server's sentence when the update is refused", async () => {
    db.privacy.push(make.privacy({ title: 'Stays open' }));
    server.use(http.patch(`${API}/privacy/:id`, () => apiError(403, 'Forbidden', 'Only admins may change this.')));
    const { user } = await renderApp('/admin/privacy');
    await user.click(await screen.findByRole('button', { name: 'Edit Stays open' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (edited)');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Only admins may change this.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Stays open (edited)',
    );
    expect(screen.queryByText('Privacy Updated')).not.toBeInTheDocument();
    expect(db.privacy[0]!.title).toBe('Stays open');
  });

  it("deletes after 'Are You Sure to Delete That Section ?'", async () => {
    db.privacy.push(make.privacy({ title: 'Keep' }), make.privacy({ title: 'Gone soon' }));
    const { user } = await renderApp('/admin/privacy');
    await user.click(await screen.findByRole('button', { name: 'Delete Gone soon' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription(/Are You Sure to Delete That Section \?/);
    expect(within(confirm).getByText('Are You Sure to Delete That Section ?')).toBeInTheDocument();
    const removed = db.privacy[1]!._id;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Section Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Gone soon')).not.toBeInTheDocument());
    expect(db.privacy.map((row) => row.title)).toEqual(['Keep']);
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: `/delete-privacy/${removed}` })]);
  });

  it('shows no page buttons for 10 sections, and pages 11 by 10', async () => {
    db.privacy.push(...many(10, (n) => make.privacy({ title: `Section ${n}` })));
    const first = await renderApp('/admin/privacy');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Privacy Center pages' })).not.toBeInTheDocument();
    first.unmount();

    db.privacy.push(make.privacy({ title: 'Section 11' }));
    const { user } = await renderApp('/admin/privacy');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Privacy Center pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Section 11')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
