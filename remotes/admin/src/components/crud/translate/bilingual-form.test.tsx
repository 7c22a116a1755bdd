import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { withTranslations } from '@texbridge/shared/testing/fake-locales';
import { db, requests, writes } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// docs/adding-a-language.md, "The dashboard": an edit form shows 中文 beside the English, saves each language
// with its own request (the Chinese with ?locale=zh, only what changed), says what each refusal is about by
// field and language, and never saves a copy of the English as a translation unless it is edited or kept.

type Stored = { translations?: unknown };
const translationsOf = (record: unknown) => (record as Stored).translations;

async function editSlide(title = 'Autumn fabrics', zh: Record<string, unknown> = { title: '秋季面料' }) {
  db.sliders.push(withTranslations(make.slider({ title, caption: 'Twills and flannels' }), { zh }));
  const app = await renderApp('/admin/slider');
  await app.user.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  const dialog = screen.getByRole('dialog', { name: 'Update 1st Slide' });
  // The Chinese words arrive after the form opens.
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Caption 中文' })).toBeEnabled());
  return { ...app, dialog };
}

describe('an edit form in English and 中文', () => {
  it('shows each localized field’s 中文 beside its English: the translation, or empty with the English as its hint', async () => {
    const { dialog, user } = await editSlide();
    const title = within(dialog).getByRole('textbox', { name: 'Title 中文' });
    expect(title).toHaveValue('秋季面料');
    expect(title).toHaveAttribute('lang', 'zh-CN');
    const caption = within(dialog).getByRole('textbox', { name: 'Caption 中文' });
    expect(caption).toHaveValue('');
    expect(caption).toHaveAttribute('placeholder', 'Twills and flannels');
    expect(caption).toHaveAccessibleDescription(/English: Twills and flannels/);
    // A link is the same in every language: no 中文 beside it.
    expect(within(dialog).getByRole('textbox', { name: 'Button Link' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Button Link 中文/ })).not.toBeInTheDocument();
    // The English is the form as it was; the hint follows what is typed there.
    const english = within(dialog).getByRole('textbox', { name: 'Caption' });
    await user.clear(english);
    await user.type(english, 'Flannels');
    expect(caption).toHaveAttribute('placeholder', 'Flannels');
    // On a phone, one language at a time.
    const switcher = within(dialog).getByRole('group', { name: 'Language to edit' });
    expect(within(switcher).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(switcher).getByRole('radio', { name: '中文' }));
    expect(within(switcher).getByRole('radio', { name: '中文' })).toBeChecked();
  });

  it('saves only the 中文 that changed, with ?locale=zh, and no English edit when the English did not change', async () => {
    const { dialog, user } = await editSlide();
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption 中文' }), '斜纹布和法兰绒');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Saved in 中文')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/slider/${db.sliders[0]!._id}`,
        search: '?locale=zh',
        body: { caption: '斜纹布和法兰绒' },
      }),
    ]);
    expect(translationsOf(db.sliders[0])).toEqual({ zh: { title: '秋季面料', caption: '斜纹布和法兰绒' } });
    expect(db.sliders[0]!.caption).toBe('Twills and flannels');
    // The list says so: complete now.
    expect(await screen.findByText('Complete')).toBeInTheDocument();
  });

  it('saves both languages, each with its own request, English first as it always was', async () => {
    const { dialog, user } = await editSlide();
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Autumn cloth');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title 中文' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Slide Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map(({ search, body }) => ({ search, body }))).toEqual([
      { body: { title: 'Autumn cloth', caption: 'Twills and flannels', link: '/products/yarn' } },
      // An empty one clears the translation.
      { search: '?locale=zh', body: { title: '' } },
    ]);
    expect(translationsOf(db.sliders[0])).toEqual({});
  });

  it('keeps the dialog when the English is refused and the 中文 saved: each said by field, naming the language', async () => {
    server.use(
      http.put(`${API}/slider/:id`, ({ request }) =>
        new URL(request.url).searchParams.has('locale')
          ? undefined
          : apiError(400, 'Bad Request', 'title must be at most 200 characters; body is too large'),
      ),
    );
    const { dialog, user } = await editSlide();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' and more');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption 中文' }), '斜纹布');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    const alert = await within(dialog).findByText(/^中文 was saved\. English was not saved:/);
    expect(alert).toHaveTextContent('body is too large.');
    expect(alert).toHaveTextContent('What you typed is kept');
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title must be at most 200 characters (English)',
    );
    expect(translationsOf(db.sliders[0])).toEqual({ zh: { title: '秋季面料', caption: '斜纹布' } });
    // Post again sends the English alone: the 中文 is saved.
    requests.length = 0;
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ title: 'Autumn fabrics and more' }) }),
    ]);
  });

  it('keeps the dialog when the 中文 is refused and the English saved, the refusal under the 中文 field', async () => {
    const { dialog, user } = await editSlide();
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), ', soft');
    await user.click(within(dialog).getByRole('textbox', { name: 'Title 中文' }));
    await user.paste('长'.repeat(201));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByText(/^English was saved\. 中文 was not saved:/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title 中文' })).toHaveAccessibleDescription(
      /Title must be at most 200 characters \(中文\)/,
    );
    expect(db.sliders[0]!.caption).toBe('Twills and flannels, soft');
    expect(within(dialog).getByRole('radio', { name: '中文' })).toBeChecked();
    // Nothing of the English is left unsaved: Post again sends the 中文 alone.
    requests.length = 0;
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title 中文' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Title 中文' }), '秋');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ search: '?locale=zh', body: { title: '秋' } })]);
  });

  it('copies the English into an empty 中文 field, marked, and saves it only once edited or kept', async () => {
    const { dialog, user } = await editSlide();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the English: Caption' }));
    const caption = within(dialog).getByRole('textbox', { name: 'Caption 中文' });
    expect(caption).toHaveValue('Twills and flannels');
    await waitFor(() => expect(caption).toHaveFocus());
    expect(caption).toHaveAttribute('data-copied');
    expect(caption).toHaveAccessibleDescription(/Copied from the English: not saved as 中文 until you edit it/);

    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An input in 中文 still holds a copy of the English: edit it, or press “Keep as 中文” beside it. Nothing was saved.',
    );
    expect(writes()).toEqual([]);
    await waitFor(() => expect(caption).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Undo copy: Caption' }));
    expect(caption).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Copy the English: Caption' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep as 中文: Caption' }));
    expect(caption).not.toHaveAttribute('data-copied');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({ search: '?locale=zh', body: { caption: 'Twills and flannels' } }),
    ]);
  });

  it('takes the mark away when the copy is edited', async () => {
    const { dialog, user } = await editSlide();
    await user.click(within(dialog).getByRole('button', { name: 'Copy the English: Caption' }));
    const caption = within(dialog).getByRole('textbox', { name: 'Caption 中文' });
    await user.type(caption, '（斜纹）');
    expect(caption).not.toHaveAttribute('data-copied');
    expect(within(dialog).queryByRole('button', { name: /^Keep as 中文/ })).not.toBeInTheDocument();
  });

  it('counts unsaved 中文 as unsaved work, asked about before the dialog closes', async () => {
    const { dialog, user } = await editSlide();
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption 中文' }), '斜纹布');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
  });

  it('keeps typed 中文 as a draft beside the English one, restored at the next opening and forgotten on Discard', async () => {
    const { dialog, user, unmount } = await editSlide();
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption 中文' }), '斜纹布');
    // The tab is closed with the form open: nothing asked, nothing saved.
    unmount();
    const again = await renderApp('/admin/slider');
    await again.user.click(await screen.findByRole('button', { name: 'Edit Autumn fabrics' }));
    const reopened = screen.getByRole('dialog', { name: 'Update 1st Slide' });
    await waitFor(() => expect(within(reopened).getByRole('textbox', { name: 'Caption 中文' })).toHaveValue('斜纹布'));
    // The input shows the draft before the form has rendered it as unsaved: the note comes with that render.
    expect(await within(reopened).findByText(/Draft restored/)).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await again.user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await again.user.click(within(ask).getByRole('button', { name: 'Discard' }));
    await again.user.click(screen.getByRole('button', { name: 'Edit Autumn fabrics' }));
    const fresh = screen.getByRole('dialog', { name: 'Update 1st Slide' });
    await waitFor(() => expect(within(fresh).getByRole('textbox', { name: 'Caption 中文' })).toBeEnabled());
    expect(within(fresh).getByRole('textbox', { name: 'Caption 中文' })).toHaveValue('');
    expect(within(fresh).queryByText(/Draft restored/)).not.toBeInTheDocument();
  });

  it('says when the 中文 words cannot be read, keeps the English saveable, and tries again', async () => {
    server.use(
      http.get(`${API}/sliders`, ({ request }) =>
        new URL(request.url).searchParams.get('locale') === 'zh'
          ? apiError(503, 'Service Unavailable', 'The database is restarting.')
          : undefined,
      ),
    );
    db.sliders.push(withTranslations(make.slider({ title: 'Dyes' }), { zh: { title: '染料' } }));
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Edit Dyes' }));
    const dialog = screen.getByRole('dialog', { name: 'Update 1st Slide' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The 中文 words could not be loaded: The database is restarting. The English can still be saved.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Title 中文' })).toBeDisabled();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Title 中文' })).toHaveValue('染料'));
  });
});
