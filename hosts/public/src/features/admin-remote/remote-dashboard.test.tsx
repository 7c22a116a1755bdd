import { QueryClientProvider } from '@tanstack/react-query';
import { compatibleRange, packageOf, SINGLETONS } from '@texbridge/shared/federation';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '../../lib/query-client.ts';
import { retryDelayAfter } from '../../lib/retry-delay.ts';
import { server } from '../../testing/msw-server.ts';
import { RemoteDashboard } from './remote-dashboard.tsx';

const MANIFEST_URL = 'http://remote.test/mf-manifest.json';
const HOST_VERSIONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  '@tanstack/react-query': '5.108.0',
  zustand: '5.1.0',
  'react-hot-toast': '2.6.1',
  '@texbridge/shared': '0.1.0',
};
// A release built on React 18: refused by the host before any of it runs, so no runtime is involved.
const react18 = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: SINGLETONS.map((name) => {
    const version = ['react', 'react-dom'].includes(packageOf(name)) ? '18.3.1' : HOST_VERSIONS[packageOf(name)]!;
    return { name, version, singleton: true, requiredVersion: compatibleRange(version) };
  }),
  exposes: [{ name: 'App', assets: { js: { sync: ['assets/remote-app-A.js'], async: [] } } }],
};

let reads = 0;
beforeEach(() => {
  vi.stubGlobal('__SHARED_VERSIONS__', HOST_VERSIONS);
  reads = 0;
  server.use(
    http.get(MANIFEST_URL, () => {
      reads += 1;
      return HttpResponse.json(react18);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The longest the site's query client waits before loading a failed query again by itself. */
const LONGEST_RETRY_MS = retryDelayAfter(Infinity);

describe('the dashboard that could not be loaded', () => {
  it('is tried again on Retry only: the site-wide background retry of failed queries does not replay it', async () => {
    // The site's own query client, whose default refetches a failed query after 2 s: after a rollback the
    // tab then ran the live release by itself while the staff member was being asked to press Retry.
    // Fake timers that also follow real time: the manifest's fetch goes on as usual, and the test jumps
    // past every retry and background refetch the client could have scheduled.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <RemoteDashboard />
      </QueryClientProvider>,
    );
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This dashboard release needs react ^18.0.0');
    expect(reads).toBe(1);
    // A second at a time, so that a refetch started on the way could schedule the next one in turn.
    for (let elapsed = 0; elapsed < 3 * LONGEST_RETRY_MS; elapsed += 1000) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(client.isFetching()).toBe(0);
    }
    expect(reads).toBe(1);
    vi.useRealTimers();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(reads).toBe(2));
  });
});
