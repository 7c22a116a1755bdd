import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

describe('News list (/news)', () => {
  it('shows each item with a padded day box, its release time, and the first 130 characters linking to its detail', async () => {
    const item = make.news({
      title: 'Dyes & chemicals fair in Dhaka',
      content: 'x'.repeat(200),
      day: 5,
      month: 0,
      year: 2026,
    });
    apiDb.news.push(item);
    renderRoute('/news');

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(document.title).toBe('News | TexBridge');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: item.title })).toHaveAttribute('href', `/news/${item._id}`);
    expect(within(article).getByText('05/01/2026')).toHaveAttribute('datetime', '2026-01-05');
    expect(within(article).getByText(`${'x'.repeat(130)}…`)).toBeInTheDocument();
    expect(article).toHaveTextContent('01/2026');
  });

  it('says so when there is no news', async () => {
    renderRoute('/news');
    expect(await screen.findByText('No news has been published yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry that works when the API fails', async () => {
    server.use(
      http.get(`${API}/news`, () =>
        HttpResponse.json(
          { statusCode: 503, error: 'Service Unavailable', message: 'Down for a moment' },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderRoute('/news');
    expect(await screen.findByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
    expect(screen.getByText('Down for a moment')).toBeInTheDocument();
    server.resetHandlers();
    apiDb.news.push(make.news({ title: 'Back again' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('News detail (/news/:id)', () => {
  it('loads the item first and shows title, image and full content, titled by the first 10 characters', async () => {
    const item = make.news({ title: 'Indigo shortage eases', content: 'First paragraph.\n\nSecond paragraph.' });
    apiDb.news.push(item);
    renderRoute(`/news/${item._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeInTheDocument();
    expect(document.title).toBe('Indigo sho | TexBridge');
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', `${API}${item.newsImage}`);
  });

  it('shows Page Not Found for an unknown id', async () => {
    renderRoute('/news/000000000000000000000000');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
