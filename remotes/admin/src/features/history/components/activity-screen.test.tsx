import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests } from '../../../testing/db.ts';
import { captureDownloads } from '../../../testing/downloads.ts';
import { make, many } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../../testing/table.ts';

// docs/history.md: the append-only log of what staff did, and the way to a record's history.
const activityRequests = () => requests.filter((request) => request.path === '/activity');
const day = (date: number, hour = 12) => new Date(Date.UTC(2026, 10, date, hour)).toISOString();
const BOSS = { uid: 'boss-1', email: 'boss@texbridge.example' };
let restoreDownloads: (() => void) | undefined;
afterEach(() => {
  restoreDownloads?.();
  vi.restoreAllMocks();
});

function seed() {
  const poplin = make.product({ title: 'Organic poplin' });
  db.users.push(make.me(), make.user({ email: BOSS.email, role: 'admin' }));
  db.history.push(
    make.activity({
      at: day(22),
      action: 'update',
      resource: 'products',
      recordId: poplin._id,
      title: 'Organic poplin',
    }),
    make.activity({ at: day(21), actor: BOSS, action: 'make-admin', resource: 'users', title: 'nadia@buyer.example' }),
    make.activity({ at: day(20), actor: BOSS, action: 'delete', resource: 'news', title: 'Spring fair' }),
  );
  return { poplin };
}

describe('Activity', () => {
  it('lists who did what, newest first, and links a content record to its history', async () => {
    const { poplin } = seed();
    // The product as its one version holds it: that version is the current one.
    db.products.push(poplin);
    db.revisions.push(make.revision('products', poplin, { at: day(22) }));
    const { user, router } = await renderApp('/admin/activity');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    const [update, promote] = await bodyRows();
    expect(cellTexts(update!)).toEqual([
      expect.stringMatching(/^22 Nov 2026, \d\d:\d\d$/),
      'ayesha@texbridge.example',
      'Updated',
      'Organic poplinProduct',
      '203.0.113.7Mozilla/5.0',
    ]);
    expect(cellTexts(promote!).slice(1, 4)).toEqual([BOSS.email, 'Made an admin', 'nadia@buyer.exampleUser']);
    expect(within(promote!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('3 entries, newest first')).toBeInTheDocument();
    expect(activityRequests()).toEqual([
      { method: 'GET', path: '/activity', search: '?page=1&limit=20&tz=UTC', authorization: `Bearer ${TEST_TOKEN}` },
    ]);

    const link = within(update!).getByRole('link', { name: 'Organic poplin: open its history' });
    expect(link).toHaveAttribute('href', `/admin/history/products/${poplin._id}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/history/products/${poplin._id}`);
    expect(await screen.findByText('Product “Organic poplin”')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Updated \(current\)/ })).toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Back to the activity' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
  });

  it('filters by person, resource and days, in the address, and clears them', async () => {
    seed();
    const { user, router } = await renderApp('/admin/activity');
    const filters = await screen.findByRole('search', { name: 'Filter the activity' });
    const person = within(filters).getByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(person, BOSS.email);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(screen.getByText('2 entries matching the filters, newest first')).toBeInTheDocument();
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Resource' }), 'news');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await user.type(within(filters).getByLabelText('From'), '2026-11-20');
    await user.type(within(filters).getByLabelText('To'), '2026-11-21');
    const search = '?actor=boss%40texbridge.example&resource=news&from=2026-11-20&to=2026-11-21';
    await waitFor(() => expect(activityRequests().at(-1)?.search).toBe(`${search}&page=1&limit=20&tz=UTC`));
    expect(router.state.location.search).toBe(search);
    expect(cellTexts((await bodyRows())[0]!)[3]).toBe('Spring fairNews item');

    await user.clear(within(filters).getByLabelText('From'));
    await user.type(within(filters).getByLabelText('From'), '2026-11-21');
    expect(await screen.findByText(/No activity matches these filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('says when the days are the wrong way round, and asks nothing of the API', async () => {
    seed();
    await renderApp('/admin/activity?from=2026-11-21&to=2026-11-20');
    const filters = await screen.findByRole('search', { name: 'Filter the activity' });
    const problem = within(filters).getByRole('alert');
    expect(problem).toHaveTextContent('“From” is later than “To”: change one of them.');
    expect(within(filters).getByLabelText('From')).toBeInvalid();
    expect(within(filters).getByLabelText('To')).toHaveAccessibleDescription(
      `Days run midnight to midnight in this browser’s time zone, UTC; both are included. ${problem.textContent}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(activityRequests()).toEqual([]);
  });

  it('pages 21 entries by 20, keeping the filters', async () => {
    db.history.push(...many(21, (n) => make.activity({ title: `Product ${n}`, at: day(28 - (n % 20)) })));
    const { user, router } = await renderApp('/admin/activity?resource=products');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(20));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Activity pages' })).getByRole('link', { name: 'Page 2' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?resource=products&page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Product 21')).toBeInTheDocument();
  });

  it('downloads a backup of the whole site with the token', async () => {
    const capture = captureDownloads();
    restoreDownloads = capture.restore;
    const { user } = await renderApp('/admin/activity');
    expect(
      await screen.findByText('No activity yet. Every change staff make to the site is listed here.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download a backup' }));
    expect(await screen.findByText(/^Backup saved as texbridge-backup-[\d-]+\.tar\.gz$/)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/backup')).toEqual({
      method: 'GET',
      path: '/backup',
      authorization: `Bearer ${TEST_TOKEN}`,
    });
    expect(capture.downloads).toHaveLength(1);
    const bytes = new Uint8Array(await capture.downloads[0]!.blob.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });
});
