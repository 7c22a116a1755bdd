import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw-server.ts';
import { fetchRemoteManifest } from './remote-manifest.ts';
import { RemoteUpdateBanner } from './remote-update-banner.tsx';
import { useRemoteUpdate } from './use-remote-update.ts';

const MANIFEST_URL = 'http://remote.test/mf-manifest.json';
let live = { metaData: { remoteEntry: { name: 'remoteEntry.js' } }, shared: [], exposes: [{ chunk: 'v1' }] };
let checks = 0;

function Dashboard({ loaded, onReload }: { loaded: string; onReload: () => void }) {
  const available = useRemoteUpdate(MANIFEST_URL, loaded, 40);
  return (
    <>
      <input aria-label="Title" />
      {available && <RemoteUpdateBanner onReload={onReload} />}
    </>
  );
}

beforeEach(() => {
  checks = 0;
  server.use(
    http.get(MANIFEST_URL, () => {
      checks += 1;
      return HttpResponse.json(live);
    }),
  );
});

describe('an open dashboard and a new release', () => {
  it('offers the new release, keeps the half-filled form, and reloads only on the click', async () => {
    const loaded = (await fetchRemoteManifest(MANIFEST_URL)).release;
    const onReload = vi.fn();
    const user = userEvent.setup();
    render(<Dashboard loaded={loaded} onReload={onReload} />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Half a title');

    // The same release, checked again and again: nothing to offer.
    await vi.waitFor(() => expect(checks).toBeGreaterThan(3));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    live = { ...live, exposes: [{ chunk: 'v2' }] };
    const offer = await screen.findByRole('status');
    expect(offer).toHaveTextContent('A new version of the dashboard is available — Reload');
    // More checks after the offer, each a chance to reload by itself: none takes it.
    const offered = checks;
    await vi.waitFor(() => expect(checks).toBeGreaterThan(offered + 3));
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half a title');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing while the dashboard cannot be reached', async () => {
    const loaded = (await fetchRemoteManifest(MANIFEST_URL)).release;
    let failed = 0;
    server.use(
      http.get(MANIFEST_URL, () => {
        failed += 1;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    render(<Dashboard loaded={loaded} onReload={() => {}} />);
    // The earlier checks' answers are in by the time a later check is made, a whole interval on.
    await vi.waitFor(() => expect(failed).toBeGreaterThan(3));
    await act(async () => {});
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
