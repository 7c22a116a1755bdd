import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, requests, writes } from '../../../testing/db.ts';
import { imageFile, make, many } from '../../../testing/fixtures.ts';
import { API, apiError, uploads } from '../../../testing/handlers.ts';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../../testing/table.ts';

const table = () => screen.findByRole('table');

describe('Slider manager', () => {
  it('lists the slides, newest first, under Image, Title, Caption, Button Link and Action', async () => {
    db.sliders.push(
      make.slider({ title: 'Autumn fabrics', caption: 'Twills and flannels', link: '/products/fabrics' }),
      make.slider({ title: 'Dyes', caption: 'Reactive and disperse', link: undefined }),
    );
    await renderApp('/admin/slider');
    const headers = within(await table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Image',
      'Title',
      'Caption',
      'Button Link',
      '中文',
      'Action',
    ]);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [first, second] = await bodyRows();
    expect(cellTexts(first!)).toEqual([
      '',
      'Autumn fabrics',
      'Twills and flannels',
      '/products/fabrics',
      '○ Missing',
      '',
    ]);
    // The thumbnail is decorative (alt=""): the title beside it names the row.
    expect(first!.querySelector('img')).toHaveAttribute('src', `${API}${db.sliders[0]!.sliderImage}`);
    expect(within(second!).getByText('No link')).toBeInTheDocument();
    expect(screen.getByText('2 slides, newest first')).toBeInTheDocument();
    expect(document.title).toBe('Slider Controller | Dashboard');
  });

  it("says 'Nothing here yet' when there are no slides", async () => {
    await renderApp('/admin/slider');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('shows why the list failed, and tries again', async () => {
    server.use(
      http.get(`${API}/sliders`, () => apiError(503, 'Service Unavailable', 'The database is restarting.')),
      {
        once: true,
      } as never,
    );
    db.sliders.push(make.slider({ title: 'Back again' }));
    const { user } = await renderApp('/admin/slider');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The slides could not be loaded: The database is restarting.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('adds a slide: uploads the image, then posts the record with the returned URL', async () => {
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    expect(within(dialog).getByText('for example /event')).toBeInTheDocument();
    expect(within(dialog).getByText(/The image must be wide\./)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Knit fabrics');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Single jersey to interlock');
    await user.type(within(dialog).getByRole('textbox', { name: 'Button Link' }), '/products/fabrics');
    await user.upload(within(dialog).getByLabelText(/^Slider Image/), imageFile('jersey.png', 'image/png', 2048));
    // The preview shows once the file's bytes are checked.
    expect(await within(dialog).findByRole('img', { name: 'Preview of jersey.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Slider Successfully Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url] = [...uploads.keys()];
    // (jsdom's FormData reaches MSW without the file's name; its type and bytes arrive.)
    expect(uploads.get(url!)).toMatchObject({ type: 'image/png', size: 2048 });
    expect(db.sliders).toEqual([
      expect.objectContaining({
        title: 'Knit fabrics',
        caption: 'Single jersey to interlock',
        link: '/products/fabrics',
        sliderImage: url,
      }),
    ]);
    expect(writes().map((request) => [request.method, request.path, request.authorization])).toEqual([
      ['POST', '/uploads', `Bearer ${TEST_TOKEN}`],
      ['POST', '/add-sliders', `Bearer ${TEST_TOKEN}`],
    ]);
    expect(await screen.findByText('Knit fabrics')).toBeInTheDocument();
  });

  it('says an image is required and sends nothing when none was chosen', async () => {
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'No picture');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Nothing to show');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Slider Image is required: choose an image to upload.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Slider Image/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
    expect(db.sliders).toEqual([]);
  });

  it('marks the required title and caption and says what is missing', async () => {
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByText('Caption is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Button Link' })).not.toHaveAttribute('aria-required');
    expect(writes()).toEqual([]);
  });

  it('refuses a file that is not an accepted image, or too large, before uploading anything', async () => {
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    const picker = within(dialog).getByLabelText(/^Slider Image/);
    await user.upload(picker, imageFile('logo.svg', 'image/svg+xml'));
    expect(
      await within(dialog).findByText(
        /logo\.svg is not an accepted image: choose a JPEG, PNG, WebP, GIF or AVIF file\./,
      ),
    ).toBeInTheDocument();
    await user.upload(picker, imageFile('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('huge.jpg is 10.0 MB: images may be at most 10 MB.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/uploads')).toEqual([]);
  });

  it('shows upload progress and cannot be submitted twice while saving', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let uploadCalls = 0;
    server.use(
      http.post(`${API}/uploads`, async () => {
        uploadCalls++;
        await held;
        return HttpResponse.json({ url: '/uploads/held.webp' });
      }),
    );
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Once');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Only once');
    await user.upload(within(dialog).getByLabelText(/^Slider Image/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    const pending = await within(dialog).findByRole('button', { name: 'Uploading image… 0%' });
    expect(pending).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Image upload' })).toHaveAttribute('value', '0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '{Enter}');
    release();
    expect(await screen.findByText('Slider Successfully Added')).toBeInTheDocument();
    expect(uploadCalls).toBe(1);
    expect(requests.filter((request) => request.path === '/add-sliders')).toHaveLength(1);
    expect(db.sliders).toEqual([expect.objectContaining({ title: 'Once', sliderImage: '/uploads/held.webp' })]);
  });

  it('cancels an upload under way: nothing is saved and the form stays as it was', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/uploads`, async () => {
        await held;
        return HttpResponse.json({ url: '/uploads/held.webp' });
      }),
    );
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Not yet');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Wrong photo');
    await user.upload(within(dialog).getByLabelText(/^Slider Image/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await within(dialog).findByRole('button', { name: 'Uploading image… 0%' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }));

    expect(await screen.findByText(/The upload was cancelled: nothing was saved/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Post' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Not yet');
    expect(requests.some((request) => request.path === '/add-sliders')).toBe(false);
    expect(db.sliders).toEqual([]);
    release();
  });

  it("shows the server's sentence when a save fails, and keeps what was typed", async () => {
    server.use(
      http.post(`${API}/add-sliders`, () =>
        apiError(400, 'Bad Request', 'link must be a path such as /event or an http(s) URL'),
      ),
    );
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Keep me');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'And me');
    await user.upload(within(dialog).getByLabelText(/^Slider Image/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('link must be a path such as /event or an http(s) URL')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Slide' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Keep me');
    expect(within(dialog).getByRole('textbox', { name: 'Caption' })).toHaveValue('And me');
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(db.sliders).toEqual([]);
  });

  it("shows the upload's refusal and creates no record when the image is refused", async () => {
    server.use(
      http.post(`${API}/uploads`, () => apiError(415, 'Unsupported Media Type', 'file is not an accepted image')),
    );
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Add Slide' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Slide' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Fake image');
    await user.type(within(dialog).getByRole('textbox', { name: 'Caption' }), 'Renamed text file');
    await user.upload(within(dialog).getByLabelText(/^Slider Image/), imageFile('fake.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('file is not an accepted image')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/add-sliders')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Fake image');
  });

  it("edits the 2nd slide in a modal titled 'Update 2nd Slide'", async () => {
    db.sliders.push(
      make.slider({ title: 'Newest' }),
      make.slider({ title: 'Second', caption: 'Old caption', link: '/event' }),
    );
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Edit Second' }));
    const dialog = screen.getByRole('dialog', { name: 'Update 2nd Slide' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Second');
    expect(within(dialog).getByRole('textbox', { name: 'Button Link' })).toHaveValue('/event');
    expect(within(dialog).getByText('for example /event')).toBeInTheDocument();
    const caption = within(dialog).getByRole('textbox', { name: 'Caption' });
    await user.clear(caption);
    await user.type(caption, 'New caption');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Slide Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/slider/${db.sliders[1]!._id}`,
        body: { title: 'Second', caption: 'New caption', link: '/event' },
        authorization: `Bearer ${TEST_TOKEN}`,
      }),
    ]);
    expect(await screen.findByText('New caption')).toBeInTheDocument();
  });

  it('numbers the edit modal by position across pages (the 11th slide is on page 2)', async () => {
    db.sliders.push(...many(11, (n) => make.slider({ title: `Slide ${n}` })));
    const { user } = await renderApp('/admin/slider?page=2');
    await user.click(await screen.findByRole('button', { name: 'Edit Slide 11' }));
    expect(screen.getByRole('dialog', { name: 'Update 11th Slide' })).toBeInTheDocument();
  });

  it("deletes a slide after 'Are You Sure to Delete That Slide ?'", async () => {
    db.sliders.push(make.slider({ title: 'Keep' }), make.slider({ title: 'Remove me' }));
    const { user } = await renderApp('/admin/slider');
    const trash = await screen.findByRole('button', { name: 'Delete Remove me' });
    await user.click(trash);
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription(/Are You Sure to Delete That Slide \?/);
    expect(within(confirm).getByText('Are You Sure to Delete That Slide ?')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Slide Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Remove me')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.sliders.map((slide) => slide.title)).toEqual(['Keep']);
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', authorization: `Bearer ${TEST_TOKEN}` })]);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    db.sliders.push(make.slider({ title: 'Stay' }));
    const { user } = await renderApp('/admin/slider');
    await user.click(await screen.findByRole('button', { name: 'Delete Stay' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Stay' })).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('shows no page buttons for 10 slides, which fit one page', async () => {
    db.sliders.push(...many(10, (n) => make.slider({ title: `Slide ${n}` })));
    await renderApp('/admin/slider');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Slider Controller pages' })).not.toBeInTheDocument();
  });

  it('pages 11 slides by 10, with the page in the URL and the active page marked', async () => {
    db.sliders.push(...many(11, (n) => make.slider({ title: `Slide ${n}` })));
    const { user, router } = await renderApp('/admin/slider');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Slider Controller pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Slide 11')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/sliders' });
  });

  it('opens straight on ?page=2', async () => {
    db.sliders.push(...many(12, (n) => make.slider({ title: `Slide ${n}` })));
    await renderApp('/admin/slider?page=2');
    expect(await screen.findByText('Slide 12')).toBeInTheDocument();
    expect(screen.queryByText('Slide 1')).not.toBeInTheDocument();
    expect(screen.getByText('12 slides, newest first · page 2 of 2')).toBeInTheDocument();
  });
});
