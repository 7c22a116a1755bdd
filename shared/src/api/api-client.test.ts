import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, resolveAssetUrl } from './api-client.ts';
import { getPage } from './list-page.ts';

const respond = (status: number, body?: unknown) => async () =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('the API client', () => {
  it('sends JSON with the token and reads JSON', async () => {
    const seen: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      getToken: async () => 'tok',
      fetch: async (input, init) => {
        seen.push(new Request(input, init));
        return respond(200, { acknowledged: true })();
      },
    });
    expect(await client.post('/add-news', { title: 'x' })).toEqual({ acknowledged: true });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ title: 'x' });
  });

  it('reads a page of a list with the total from X-Total-Count, or the rows when it is missing', async () => {
    const seen: URL[] = [];
    const page = (total?: string) =>
      createApiClient({
        baseUrl: 'http://api.test',
        fetch: async (input) => {
          seen.push(new URL(String(input)));
          return new Response(JSON.stringify([{ _id: 'a' }, { _id: 'b' }]), {
            headers: { 'content-type': 'application/json', ...(total ? { 'X-Total-Count': total } : {}) },
          });
        },
      });
    const query = { category: 'yarn', page: 1, limit: 2 };
    expect(await getPage(page('31'), '/', { query })).toEqual({ rows: [{ _id: 'a' }, { _id: 'b' }], total: 31 });
    expect(seen[0]!.search).toBe('?category=yarn&page=1&limit=2');
    expect(await getPage(page(), '/', { query })).toEqual({ rows: [{ _id: 'a' }, { _id: 'b' }], total: 2 });
    expect(await getPage(page('1'), '/', { query })).toMatchObject({ total: 2 });
  });

  it("turns the server's error into an ApiError with its sentence", async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: respond(400, { statusCode: 400, error: 'Bad Request', message: 'title is required' }),
    });
    await expect(client.post('/add-news', {})).rejects.toEqual(new ApiError(400, 'title is required'));
  });

  it('says the server could not be reached when the network fails', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.get('/news')).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(/could not be reached/),
    });
  });

  it('says the server could not be reached when the answer stops halfway (a deadline, a dropped connection)', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('[{"title":'));
              controller.error(new DOMException('The operation timed out.', 'TimeoutError'));
            },
          }),
          { status: 200 },
        ),
    });
    await expect(client.get('/news')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('adds query parameters, skipping empty ones', async () => {
    let url = '';
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: async (input) => {
        url = String(input);
        return respond(200, [])();
      },
    });
    await client.get('/', { query: { category: 'yarn', page: undefined } });
    expect(url).toBe('http://api.test/?category=yarn');
  });
});

describe('asset URLs', () => {
  it('resolve our uploads against the API and keep absolute URLs', () => {
    expect(resolveAssetUrl('/uploads/a.webp', 'http://localhost:4000')).toBe('http://localhost:4000/uploads/a.webp');
    expect(resolveAssetUrl('https://res.cloudinary.com/x.jpg', 'http://localhost:4000')).toBe(
      'https://res.cloudinary.com/x.jpg',
    );
  });
});
