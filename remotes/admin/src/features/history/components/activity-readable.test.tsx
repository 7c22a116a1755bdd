import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { db, requests } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows } from '../../../testing/table.ts';

// docs/history.md "In the dashboard": the log in words a person reads, its days in the browser's zone.
const activityRequests = () => requests.filter((request) => request.path === '/activity');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
afterEach(() => vi.restoreAllMocks());

/** Staff in Dhaka (UTC+6), as the browser reports its zone. */
function inDhaka() {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: 'Asia/Dhaka' };
  });
}

describe('Activity, read by a person', () => {
  it('names the browser and device, with the user agent as sent a tap or hover away', async () => {
    db.history.push(make.activity({ userAgent: ANDROID }));
    const { user } = await renderApp('/admin/activity');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    const [row] = await bodyRows();
    const from = within(row!).getAllByRole('cell')[4]!;
    expect(from).toHaveTextContent(/^203\.0\.113\.7Chrome on Android$/);
    const agent = within(from).getByRole('button', { name: 'Chrome on Android' });
    expect(agent).toHaveAttribute('title', ANDROID);
    await user.click(agent);
    expect(agent).toHaveTextContent(ANDROID);
  });

  it('wraps an e-mail only before its @ and its dots, never inside a name', async () => {
    const actor = { uid: 'u-1', email: 'karim-hossain@texbridge.example' };
    db.history.push(make.activity({ actor }));
    await renderApp('/admin/activity');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    const [row] = await bodyRows();
    const who = within(row!).getAllByRole('cell')[1]!;
    expect(who).toHaveTextContent(/^karim-hossain@texbridge\.example$/);
    expect(who.className).not.toMatch(/break-all|break-words|wrap-anywhere/);
    const parts = [...who.querySelectorAll('.whitespace-nowrap')].map((part) => part.textContent);
    expect(parts).toEqual(['karim-hossain', '@texbridge', '.example']);
    expect(who.querySelectorAll('wbr')).toHaveLength(2);
  });

  it('reads the days in the browser’s time zone, as the times are shown and as the inbox does', async () => {
    inDhaka();
    db.history.push(
      // 20 Nov, 03:30 in Dhaka, though still 19 Nov in UTC.
      make.activity({ title: 'Late in UTC', at: '2026-11-19T21:30:00.000Z' }),
      // 19 Nov, 18:00 in Dhaka.
      make.activity({ title: 'The day before', at: '2026-11-19T12:00:00.000Z' }),
    );
    await renderApp('/admin/activity?from=2026-11-20&to=2026-11-20');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Late in UTC')).toBeInTheDocument();
    expect(activityRequests().at(-1)?.search).toBe('?from=2026-11-20&to=2026-11-20&page=1&limit=20&tz=Asia%2FDhaka');
    const filters = screen.getByRole('search', { name: 'Filter the activity' });
    expect(within(filters).getByLabelText('From')).toHaveAccessibleDescription(
      'Days run midnight to midnight in this browser’s time zone, Asia/Dhaka; both are included.',
    );
  });
});
