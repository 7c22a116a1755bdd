import { ApiError } from '@texbridge/shared/api/api-client';
import { http, HttpResponse } from 'msw';
import { setRuntimeConfig } from '../config/runtime.ts';
import { signInAsAdmin } from '../testing/auth.ts';
import { API, TEST_TOKEN } from '../testing/constants.ts';
import { server } from '../testing/msw-server.ts';
import { fetchListPage } from './list-request.ts';

describe('fetchListPage', () => {
  beforeEach(() => setRuntimeConfig({ siteName: 'TexBridge', apiUrl: API }));

  it('asks for one page with the token and reads the total from X-Total-Count', async () => {
    await signInAsAdmin();
    let seen: { url: string; authorization: string | null } | undefined;
    server.use(
      http.get(`${API}/news`, ({ request }) => {
        seen = { url: request.url, authorization: request.headers.get('authorization') };
        return HttpResponse.json([{ _id: 'a' }], { headers: { 'X-Total-Count': '31' } });
      }),
    );
    await expect(fetchListPage('/news', { page: 4, limit: 10 })).resolves.toEqual({ rows: [{ _id: 'a' }], total: 31 });
    expect(seen).toEqual({ url: `${API}/news?page=4&limit=10`, authorization: `Bearer ${TEST_TOKEN}` });
  });

  it('counts the rows when the header is missing', async () => {
    server.use(http.get(`${API}/news`, () => HttpResponse.json([{ _id: 'a' }, { _id: 'b' }])));
    await expect(fetchListPage('/news', { page: 1, limit: 10 })).resolves.toEqual({
      rows: [{ _id: 'a' }, { _id: 'b' }],
      total: 2,
    });
  });

  it("throws the server's sentence with its status", async () => {
    server.use(
      http.get(`${API}/users`, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'Only admins may list users.' },
          { status: 403 },
        ),
      ),
    );
    const failure = fetchListPage('/users', { page: 1, limit: 50 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Only admins may list users.' });
  });

  it('says so in a sentence when the server cannot be reached', async () => {
    server.use(http.get(`${API}/news`, () => HttpResponse.error()));
    await expect(fetchListPage('/news', { page: 1, limit: 10 })).rejects.toThrow(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});
