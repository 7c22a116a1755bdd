import { screen, waitFor, within } from '@testing-library/react';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, writes } from '../../../testing/db.ts';
import { imageFile, make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const LONG = `${'Cotton, polyester and viscose from audited mills; '.repeat(3)}and more.`;

describe('About manager', () => {
  it('lists sections under Image, Title, Paragraph (first 100 characters) and Action', async () => {
    db.about.push(
      make.about({ title: 'Our mills', paragraph: LONG }),
      make.about({ title: 'Short', paragraph: 'Brief.' }),
    );
    await renderApp('/admin/about');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Image', 'Title', 'Paragraph', '中文', 'Action']);
    const cut = await within(table).findByText(`${LONG.slice(0, 100).trimEnd()}…`);
    expect(cut).toHaveAttribute('title', LONG);
    expect(within(table).getByText('Brief.')).not.toHaveAttribute('title');
    expect(screen.getByRole('button', { name: 'Add Section' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About Us | Dashboard'));
  });

  it('adds a section: the paragraph input is named para and is sent as paragraph', async () => {
    const { user } = await renderApp('/admin/about');
    await user.click(await screen.findByRole('button', { name: 'Add Section' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Section' });
    const paragraph = within(dialog).getByRole('textbox', { name: 'Paragraph' });
    expect(paragraph).toHaveAttribute('name', 'para');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Who we are');
    await user.type(paragraph, 'A sourcing agency in Dhaka.');
    await user.upload(within(dialog).getByLabelText(/^About Image/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Section Successfully Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = writes().find((request) => request.path === '/add-about');
    expect(added?.body).toEqual({
      title: 'Who we are',
      paragraph: 'A sourcing agency in Dhaka.',
      AboutImage: expect.stringMatching(/^\/uploads\/\w+\.webp$/),
    });
    expect(added?.authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(await screen.findByText('A sourcing agency in Dhaka.')).toBeInTheDocument();
  });

  it('says the paragraph is required before sending anything', async () => {
    const { user } = await renderApp('/admin/about');
    await user.click(await screen.findByRole('button', { name: 'Add Section' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Section' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Only a title');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Paragraph is required')).toBeInTheDocument();
    expect(within(dialog).getByText('About Image is required: choose an image to upload.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('edits the title and paragraph with a PATCH', async () => {
    db.about.push(make.about({ title: 'Old title', paragraph: 'Old paragraph.' }));
    const { user } = await renderApp('/admin/about');
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('About Section Updated')).toBeInTheDocument();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/about/${db.about[0]!._id}`,
        body: { title: 'New title', paragraph: 'Old paragraph.' },
      }),
    ]);
    expect(await screen.findByText('New title')).toBeInTheDocument();
  });

  it("deletes after 'Are You Sure to Delete That Section ?'", async () => {
    db.about.push(make.about({ title: 'Gone soon' }));
    const { user } = await renderApp('/admin/about');
    await user.click(await screen.findByRole('button', { name: 'Delete Gone soon' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are You Sure to Delete That Section ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Section Deleted Successfully')).toBeInTheDocument();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(db.about).toEqual([]);
  });
});
