import { API, TEST_TOKEN } from './constants.ts';
import { db, requests, writes } from './db.ts';
import { imageFile, make, many } from './fixtures.ts';

// The shared test API must answer as the real one does (README "The API"), or the managers' tests
// would pass against a server that does not exist.
const auth = { authorization: `Bearer ${TEST_TOKEN}` };
const json = { ...auth, 'content-type': 'application/json' };
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = json) =>
  fetch(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const message = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('the shared test API', () => {
  it('answers the whole list without paging, and one page with X-Total-Count when asked', async () => {
    db.products.push(...many(3, (n) => make.product({ title: `Product ${n}` })));
    const whole = await fetch(`${API}/products`);
    expect(whole.headers.get('x-total-count')).toBeNull();
    expect(((await whole.json()) as unknown[]).length).toBe(3);
    const page = await fetch(`${API}/products?page=2&limit=2`);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(await page.json()).toEqual([db.products[2]]);
    expect(requests.at(-1)).toEqual({
      method: 'GET',
      path: '/products',
      search: '?page=2&limit=2',
      authorization: null,
    });
    const bad = await fetch(`${API}/products?limit=500`);
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('limit must be at most 100');
  });

  it('requires the token on writes and on the admin lists, and logs the refused call', async () => {
    const anonymous = await send('POST', '/add-privacy', make.privacy(), { 'content-type': 'application/json' });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${API}/enquiries`)).status).toBe(401);
    expect((await fetch(`${API}/users`)).status).toBe(401);
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/add-privacy', authorization: null })]);
    expect(db.privacy).toEqual([]);
  });

  it("validates bodies with the strict shared schemas, in the server's sentences", async () => {
    const { _id, ...fields } = make.privacy();
    const extra = await send('POST', '/add-privacy', { ...fields, _id });
    expect(extra.status).toBe(400);
    expect(await message(extra)).toBe('_id is not an accepted field');
    const missing = await send('POST', '/add-products', { title: 'Yarn' });
    expect(await message(missing)).toMatch(/^desc is required; endUse is required; background is required; /);
    const review = await send('POST', '/add-reviews', { rate: 4, photo: '/uploads/a.webp' });
    expect(review.status).toBe(200);
    // What the server fills in: empty texts and today's date.
    expect(db.reviews[0]).toMatchObject({
      name: '',
      comment: '',
      rate: 4,
      date: expect.stringMatching(/^\d+ - \d+ - \d{4}$/),
    });
  });

  it('adds newest first, counts only real changes, and answers 404 for an unknown id', async () => {
    db.about.push(make.about({ title: 'Old' }));
    const { _id, ...fields } = make.about({ title: 'New' });
    expect(await (await send('POST', '/add-about', fields)).json()).toEqual({
      acknowledged: true,
      insertedId: expect.any(String),
    });
    expect(db.about.map((row) => row.title)).toEqual(['New', 'Old']);
    const same = await send('PATCH', `/about/${db.about[1]!._id}`, { title: 'Old' });
    expect(await same.json()).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 0 });
    const gone = await send('DELETE', `/delete-about/${_id}`);
    expect(gone.status).toBe(404);
    expect(await message(gone)).toBe(`No about section with id ${_id}.`);
  });

  it('makes an admin with a bodiless PUT only, and keeps your own row and the last admin', async () => {
    db.users.push(make.user({ email: 'nadia@buyer.example' }), make.me());
    const [nadia, me] = db.users;
    expect((await send('PUT', `/users/${nadia!._id}`, {})).status).toBe(400);
    expect((await send('PUT', `/users/${nadia!._id}`, undefined, json)).status).toBe(400);
    expect(await (await send('PUT', `/users/${nadia!._id}`, undefined, auth)).json()).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
    });
    expect(nadia!.role).toBe('admin');
    const own = await send('DELETE', `/delete-users/${me!._id}`, undefined, auth);
    expect([own.status, await message(own)]).toEqual([409, 'You cannot delete your own account.']);
    me!.role = undefined;
    const last = await send('DELETE', `/delete-users/${nadia!._id}`, undefined, auth);
    expect(await message(last)).toBe('The last admin cannot be deleted; make another user admin first.');
    expect(db.users).toHaveLength(2);
  });

  it('stores an uploaded image, and refuses a file that is not one', async () => {
    const upload = (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return fetch(`${API}/uploads`, { method: 'POST', headers: auth, body: form });
    };
    expect(await (await upload(imageFile())).json()).toEqual({ url: expect.stringMatching(/^\/uploads\/\w+\.webp$/) });
    const text = await upload(imageFile('notes.svg', 'image/svg+xml'));
    expect(text.status).toBe(415);
  });
});
