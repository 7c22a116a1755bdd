import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

describe('About Us (/about)', () => {
  it("is titled 'About Us | TexBridge' under an 'About Us' banner", async () => {
    apiDb.about.push(make.about());
    renderRoute('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(document.title).toBe('About Us | TexBridge');
  });

  it('shows one row per section, in order, with image, title and paragraph, alternating the image side', async () => {
    const sections = [
      make.about({ title: 'Who we are', paragraph: 'First paragraph.\n\nSecond paragraph.' }),
      make.about({ title: 'How we audit', AboutImage: '/uploads/audit.webp' }),
      make.about({ title: 'Where we ship', AboutImage: 'https://images.example.com/port.jpg' }),
    ];
    apiDb.about.push(...sections);
    renderRoute('/about');

    await screen.findByRole('heading', { level: 2, name: 'Who we are' });
    const rows = within(screen.getByRole('main')).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Who we are',
      'How we audit',
      'Where we ship',
    ]);
    expect(rows.map((row) => row.dataset.imageSide)).toEqual(['left', 'right', 'left']);
    // On wide screens the odd row's image moves after its text; the even rows keep it first.
    expect(rows[1]!.querySelector('img')!.parentElement).toHaveClass('md:order-last');
    expect(rows[0]!.querySelector('img')!.parentElement).not.toHaveClass('md:order-last');
    expect(rows[2]!.querySelector('img')!.parentElement).not.toHaveClass('md:order-last');

    expect(within(rows[0]!).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Second paragraph.')).toBeInTheDocument();
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', `${API}/uploads/audit.webp`);
    expect(rows[2]!.querySelector('img')).toHaveAttribute('src', 'https://images.example.com/port.jpg');
    expect(rows[2]!.querySelector('img')).toHaveAttribute('width');
  });

  it('says so, with a way to reach the team, when there are no sections', async () => {
    renderRoute('/about');

    expect(await screen.findByText(/Our story is being written/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(screen.getByRole('main')).queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the error page with a retry when the sections fail to load', async () => {
    server.use(
      http.get(`${API}/about-us`, () =>
        HttpResponse.json({ statusCode: 500, error: 'Server Error', message: 'Database asleep' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/about');

    expect(await screen.findByRole('heading', { name: 'We could not load this page' })).toBeInTheDocument();
    server.resetHandlers();
    apiDb.about.push(make.about({ title: 'Back again' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Back again' })).toBeInTheDocument();
  });
});
