import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, vi } from 'vitest';
import { TEST_TOKEN } from '../../testing/constants.ts';
import { db, writes } from '../../testing/db.ts';
import { make } from '../../testing/fixtures.ts';
import { API, apiError } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../testing/table.ts';
import { UNDO_TOAST_MS } from '../history/deleted-toast.tsx';
import { PAGE_HEADING_ID } from '../ui/screen-heading.tsx';

// docs/history.md: a delete goes to the trash, so its toast offers Undo, which brings the record back.
async function deleteRow(name: string) {
  const app = await renderApp('/admin/privacy');
  await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
  await app.user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  await app.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Clicks, then moves the pointer off: a toast under the pointer holds every toast (react-hot-toast pauses
 * them), and a test that left it there would keep the toasts of the tests after it from ever going.
 */
async function clickAway(user: UserEvent, button: HTMLElement) {
  await user.click(button);
  await user.unhover(button);
}

describe('CrudManager: Undo after a delete', () => {
  it('restores the record from the trash into its old place, refreshes the list and says so', async () => {
    db.privacy.push(make.privacy({ title: 'Cookie notice' }), make.privacy({ title: 'Data retention' }));
    const [cookies] = db.privacy;
    const { user } = await deleteRow('Cookie notice');
    const status = screen.getByText('Section Deleted Successfully').closest('[role="status"]')!;
    const undo = within(status as HTMLElement).getByRole('button', { name: 'Undo: restore “Cookie notice”' });

    await clickAway(user, undo);
    expect(await screen.findByText('“Cookie notice” restored')).toBeInTheDocument();
    expect(writes().at(-1)).toEqual({
      method: 'POST',
      path: `/trash/privacy/${cookies!._id}/restore`,
      authorization: `Bearer ${TEST_TOKEN}`,
    });
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(cellTexts((await bodyRows())[0]!)[0]).toContain('Cookie notice');
    expect(db.trash).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument());
  });

  it('is reached by keyboard, stays while it has focus, and hands focus to the heading once used', async () => {
    // The clock moves on its own, and a test jumps it past the toast's time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    db.privacy.push(make.privacy({ title: 'Cookie notice' }), make.privacy({ title: 'Data retention' }));
    const { user } = await deleteRow('Cookie notice');
    const undo = screen.getByRole('button', { name: 'Undo: restore “Cookie notice”' });
    act(() => undo.focus());
    // Past the time a delete's toast stays, and its fading: held while its button has focus.
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS + 2000));
    act(() => vi.advanceTimersByTime(2000));
    expect(undo).toBeInTheDocument();
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById(PAGE_HEADING_ID)).toHaveFocus();
    expect(await screen.findByText('“Cookie notice” restored')).toBeInTheDocument();
  });

  it('goes with its toast when no one reaches for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    db.privacy.push(make.privacy({ title: 'Cookie notice' }), make.privacy({ title: 'Data retention' }));
    await deleteRow('Cookie notice');
    expect(screen.getByRole('button', { name: 'Undo: restore “Cookie notice”' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UNDO_TOAST_MS - 500));
    expect(screen.getByRole('button', { name: 'Undo: restore “Cookie notice”' })).toBeInTheDocument();
    // Then its time is up, and it fades (half a second at a time, within three).
    const undo = () => screen.queryByRole('button', { name: /^Undo/ });
    for (let waited = 0; undo() && waited < 3000; waited += 500) act(() => vi.advanceTimersByTime(500));
    expect(undo()).not.toBeInTheDocument();
  });

  it('says so when the restore is refused, and the list stays as it is', async () => {
    db.privacy.push(make.privacy({ title: 'Cookie notice' }), make.privacy({ title: 'Data retention' }));
    const { user } = await deleteRow('Cookie notice');
    server.use(
      http.post(`${API}/trash/:resource/:id/restore`, () =>
        apiError(409, 'Conflict', 'A privacy section with this id exists already.'),
      ),
    );
    await clickAway(user, screen.getByRole('button', { name: 'Undo: restore “Cookie notice”' }));
    expect(
      await screen.findByText('“Cookie notice” was not restored: A privacy section with this id exists already.'),
    ).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(1);
  });

  it('offers no Undo for a delete the trash does not keep (a user is an account)', async () => {
    db.users.push(make.me(), make.user({ email: 'farid@texbridge.example' }));
    const { user } = await renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: /^Delete .*farid@texbridge\.example/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Deleted Successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});
