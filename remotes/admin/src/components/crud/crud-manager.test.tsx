import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '../../lib/query-client.ts';
import { db, writes } from '../../testing/db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { imageFile, make, many } from '../../testing/fixtures.ts';
import { openAddDialog, bodyRows } from '../../testing/table.ts';
import { renderApp } from '../../testing/render-app.tsx';

// The Privacy manager stands for all of them: the modal, the discard question and the drafts are the kit's.
const openAdd = () => openAddDialog('/admin/privacy', 'Add Privacy');
const titleField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Title' });

describe('CrudManager: unsaved work', () => {
  it('asks "Discard changes?" before Escape, Cancel or × close a half-filled form; Keep editing keeps it', async () => {
    const { user, dialog } = await openAdd();
    await user.type(titleField(dialog), 'Cookie notice');

    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      () => user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ]) {
      await close();
      const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
      expect(within(ask).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add Privacy' })).toBeInTheDocument();
      expect(titleField(dialog)).toHaveValue('Cookie notice');
    }

    // Escape in the question answers the question only.
    await user.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Privacy' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Privacy' }));
    expect(titleField(screen.getByRole('dialog', { name: 'Add Privacy' }))).toHaveValue('');
    expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument();
  });

  it('counts a chosen image as unsaved work', async () => {
    const { user, dialog } = await openAddDialog('/admin/slider', 'Add Slide');
    await user.upload(within(dialog).getByLabelText(/^Slider Image/), imageFile('loom.png'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('closes an untouched form at once', async () => {
    const { user } = await openAdd();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a draft of an Add form across a reload and says it was restored, until it is saved', async () => {
    const first = await openAdd();
    await first.user.type(titleField(first.dialog), 'Cookie notice');
    first.unmount();

    const { user, dialog } = await openAdd();
    expect(titleField(dialog)).toHaveValue('Cookie notice');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Draft restored');
    // Restored work is unsaved work: closing still asks.
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));

    for (const [name, text] of [
      ['Short Caption', 'Short'],
      ['Privacy', 'We keep little.'],
      ['Policy', 'No tracking.'],
      ['Why Choose', 'Plain words.'],
    ] as const) {
      await user.type(within(dialog).getByRole('textbox', { name }), text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.privacy).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add Privacy' }));
    expect(titleField(screen.getByRole('dialog', { name: 'Add Privacy' }))).toHaveValue('');
  });

  it('keeps a separate draft per edited record', async () => {
    db.privacy.push(make.privacy({ title: 'First' }), make.privacy({ title: 'Second' }));
    const { user } = await renderApp('/admin/privacy');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /^Edit First/ }));
    const dialog = screen.getByRole('dialog');
    await user.clear(titleField(dialog));
    await user.type(titleField(dialog), 'First, revised');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(titleField(dialog)).toHaveValue('First, revised');
    expect(Object.keys(sessionStorage).filter((key) => key.includes(':edit:'))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: /^Edit Second/ }));
    expect(titleField(screen.getByRole('dialog'))).toHaveValue('Second');
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});

describe('CrudManager: touch targets on a phone', () => {
  // jsdom measures nothing: these are the classes that make each target 44×44 px below the sm breakpoint.
  const touchSized = (element: HTMLElement) =>
    expect(
      element.classList.contains('size-11') ||
        (element.classList.contains('min-h-11') && element.classList.contains('min-w-11')),
    ).toBe(true);

  it("gives Edit, Delete, Post, Cancel, ×, Add and a list entry's move and remove buttons 44×44 px", async () => {
    db.products.push(make.product({ title: 'Poplin' }));
    const { user } = await renderApp('/admin/product');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    touchSized(screen.getByRole('button', { name: 'Edit Poplin' }));
    touchSized(screen.getByRole('button', { name: 'Delete Poplin' }));
    touchSized(screen.getByRole('button', { name: 'Add Product' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Product' });
    for (const name of ['Close', 'Cancel', 'Post', 'Add feature'])
      touchSized(within(dialog).getByRole('button', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Add feature' }));
    for (const name of [/^Move .* up$/, /^Move .* down$/, /^Remove /]) {
      const button = within(dialog).getAllByRole('button', { name })[0]!;
      touchSized(button);
      // In a row with a text input, the buttons must not be squeezed narrower.
      expect(button).toHaveClass('shrink-0');
    }
  });
});

describe('CrudManager: offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says at once that it is offline, sends nothing and keeps the form', async () => {
    const { user, dialog } = await openAdd();
    for (const [name, text] of [
      ['Title', 'Cookie notice'],
      ['Short Caption', 'Short'],
      ['Privacy', 'We keep little.'],
      ['Policy', 'No tracking.'],
      ['Why Choose', 'Plain words.'],
    ] as const) {
      await user.type(within(dialog).getByRole('textbox', { name }), text);
    }
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/You are offline, so nothing was saved/);
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(titleField(dialog)).toHaveValue('Cookie notice');
    expect(db.privacy).toEqual([]);
  });
});

describe('CrudManager: a delete that fails', () => {
  it('with the API down, comes back at once with the error: sent once, Cancel and Delete usable again', async () => {
    db.privacy.push(make.privacy({ title: 'Cookie notice' }));
    const { user, queryClient } = await renderApp('/admin/privacy');
    // The dashboard's own retries (docs/spec.md §9: 1 s, 2 s, 4 s), not the tests' none: the refetch after a
    // failed delete must not hold the dialog while it retries.
    queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    let deletes = 0;
    server.use(
      http.all(`${API}/*`, ({ request }) => {
        if (request.method === 'DELETE') deletes += 1;
        return HttpResponse.error();
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Cookie notice' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Please confirm' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));

    await within(confirmation).findByText(
      '“Cookie notice” could not be deleted: The server could not be reached. Check your connection and try again.',
      {},
      { timeout: 500 },
    );
    expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(confirmation).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(confirmation).not.toHaveTextContent('Deleting…');
    // A mutation is not retried: one DELETE, not four, and none still pending to be sent again later.
    expect(queryClient.isMutating()).toBe(0);
    expect(deletes).toBe(1);
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  }, 15_000);
});

describe('CrudManager: pages', () => {
  it("takes the view and focus to the new page's caption after a page link, and leaves them on Back", async () => {
    db.reviews.push(...many(11, (n) => make.review({ name: `Product ${n}` })));
    const scrolled: Element[] = [];
    // jsdom has no layout: record what was asked to come into view.
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { user, router } = await renderApp('/admin/reviews');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const table = screen.getByRole('table');
    const box = table.parentElement!;
    box.scrollTop = 400;

    const pages = screen.getByRole('navigation', { name: 'Reviews pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    const caption = table.querySelector('caption')!;
    await waitFor(() => expect(caption).toHaveFocus());
    expect(caption).toHaveTextContent('11 reviews, newest first · page 2 of 2');
    expect(box.scrollTop).toBe(0);
    expect(scrolled).toEqual([box]);

    // Back (POP) is the browser's to restore: nothing is moved again.
    caption.blur();
    await act(() => router.navigate(-1));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(scrolled).toEqual([box]);
    expect(caption).not.toHaveFocus();
  });
});
