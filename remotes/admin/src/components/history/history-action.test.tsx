import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TOKEN } from '../../testing/constants.ts';
import { db, writes } from '../../testing/db.ts';
import { make } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { bodyRows } from '../../testing/table.ts';

// docs/history.md: every content manager's rows open their history, from the generic manager (crud-manager.tsx).
const at = (hour: number) => new Date(Date.UTC(2026, 10, 24, hour)).toISOString();
const heading = (dialog: HTMLElement, level: number) =>
  within(dialog)
    .getAllByRole('heading', { level })
    .map((one) => one.textContent);

describe('A manager row’s History', () => {
  it('shows the versions newest first, what each changed, and restores one after asking', async () => {
    const first = make.product({ title: 'Poplin', endUse: 'Shirts' });
    const now = { ...first, title: 'Organic poplin', endUse: 'Shirts and dresses' };
    db.products.push(now);
    db.revisions.push(
      make.revision('products', now, {
        action: 'update',
        at: at(11),
        by: { uid: 'b', email: 'boss@texbridge.example' },
      }),
      make.revision('products', first, { action: 'create', at: at(9) }),
    );
    const { user } = await renderApp('/admin/product');
    const open = await screen.findByRole('button', { name: 'History of Organic poplin' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'History of “Organic poplin”' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const versions = await within(dialog).findByRole('group', { name: 'Versions, newest first' });
    const radios = within(versions).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Updated (current)boss@texbridge.example24 Nov 2026, 11:00',
      'Addedayesha@texbridge.example24 Nov 2026, 09:00',
    ]);
    expect(radios[0]).toBeChecked();
    // By default: the chosen version against the one before it, only the fields that changed.
    expect(heading(dialog, 3)).toEqual(['Updated by boss@texbridge.example, 24 Nov 2026, 11:00']);
    expect(within(dialog).getByRole('combobox', { name: 'Compared with' })).toHaveDisplayValue(
      'The version before it: Added by ayesha@texbridge.example, 24 Nov 2026, 09:00',
    );
    expect(heading(dialog, 4)).toEqual(['Title', 'End Use']);
    const title = within(dialog).getByRole('heading', { name: 'Title' }).closest('li')!;
    expect(
      within(title)
        .getAllByRole('definition')
        .map((side) => side.textContent),
    ).toEqual(['Poplin', 'Organic poplin']);

    // The first version holds everything, against nothing.
    await user.click(radios[1]!);
    expect(heading(dialog, 4)).toContain('Description');
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const ask = screen.getByRole('alertdialog', { name: 'Restore this version?' });
    expect(ask).toHaveTextContent('Restore the version added by ayesha@texbridge.example, 24 Nov 2026, 09:00?');
    expect(ask).toHaveTextContent('“Organic poplin” will be set back to this version');
    await user.click(within(ask).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: `/revisions/${db.revisions[2]!._id}/restore`,
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ]);
    expect(db.products[0]).toMatchObject({ _id: now._id, title: 'Poplin', endUse: 'Shirts' });
    // The list and the history are fetched afresh: the restore is the newest version, shown against the one before.
    await waitFor(() => expect(within(versions).getAllByRole('radio')).toHaveLength(3));
    expect(within(versions).getAllByRole('radio')[0]).toBeChecked();
    expect(heading(dialog, 3)).toEqual([expect.stringMatching(/^Restored by ayesha@texbridge\.example, /)]);
    expect(heading(dialog, 4)).toEqual(['Title', 'End Use']);
    await waitFor(async () => expect(within((await bodyRows())[0]!).getByText('Poplin')).toBeInTheDocument());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Poplin' })).toHaveFocus();
  });

  it('offers no restore of the version the record is now, but does once the record is deleted', async () => {
    const first = make.product({ title: 'Twill' });
    const now = { ...first, title: 'Cotton twill' };
    db.products.push(now);
    db.revisions.push(
      make.revision('products', now, { action: 'update', at: at(11) }),
      make.revision('products', first, { action: 'create', at: at(9) }),
    );
    const { user, unmount } = await renderApp('/admin/product');
    await user.click(await screen.findByRole('button', { name: 'History of Cotton twill' }));
    const dialog = screen.getByRole('dialog', { name: 'History of “Cotton twill”' });
    const radios = within(await within(dialog).findByRole('group', { name: 'Versions, newest first' })).getAllByRole(
      'radio',
    );
    expect(radios[0]).toBeChecked();
    expect(radios[0]!.closest('label')).toHaveTextContent(/^Updated \(current\)/);
    expect(await within(dialog).findByText('This version is the product as it is now.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    await user.click(radios[1]!);
    expect(within(dialog).getByRole('button', { name: 'Restore this version' })).toBeInTheDocument();
    unmount();

    // Deleted: its newest version is what a restore brings back, from its own page (the Activity screen's link).
    db.products.length = 0;
    db.trash.push(make.trashed('products', now));
    const { user: again } = await renderApp(`/admin/history/products/${now._id}`);
    const versions = await screen.findByRole('group', { name: 'Versions, newest first' });
    const newest = within(versions).getAllByRole('radio')[0]!;
    expect(newest).toBeChecked();
    expect(newest.closest('label')).not.toHaveTextContent('(current)');
    await again.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await again.click(
      within(screen.getByRole('alertdialog', { name: 'Restore this version?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(db.products[0]).toMatchObject({ _id: now._id, title: 'Cotton twill' });
    expect(db.trash).toEqual([]);
    // Now the record again: its Restore goes, and focus is on the version shown, not lost with the button.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('says when no versions are kept yet, and is not offered where a resource keeps none', async () => {
    db.about.push(make.about({ title: 'Our mills' }));
    const { user, unmount } = await renderApp('/admin/about');
    await user.click(await screen.findByRole('button', { name: 'History of Our mills' }));
    expect(
      await screen.findByText('No versions of this record are kept yet: its history starts with its next change.'),
    ).toBeInTheDocument();
    unmount();

    db.users.push(make.me(), make.user({ email: 'buyer@mills.example' }));
    await renderApp('/admin/users');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^History of/ })).not.toBeInTheDocument();
  });
});
