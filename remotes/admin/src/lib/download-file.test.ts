import { http, HttpResponse } from 'msw';
import { afterEach, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime.ts';
import { signInAsAdmin } from '../testing/auth.ts';
import { captureDownloads } from '../testing/downloads.ts';
import { API } from '../testing/handlers.ts';
import { server } from '../testing/msw-server.ts';
import { downloadFromApi, REVOKE_AFTER_MS } from './download-file.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadFromApi', () => {
  it('keeps the object URL for a minute after the click: Safari and Firefox read it after the click returns', async () => {
    setRuntimeConfig({ siteName: 'TexBridge', apiUrl: API });
    await signInAsAdmin();
    const capture = captureDownloads();
    server.use(
      http.get(`${API}/report.csv`, () => HttpResponse.text('a,b\r\n', { headers: { 'content-type': 'text/csv' } })),
    );
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    // Fake timers that also follow real time, so that the fetch goes on as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect(await downloadFromApi('/report.csv', 'report.csv')).toBe('report.csv');
    expect(capture.downloads.map((download) => download.name)).toEqual(['report.csv']);
    expect(REVOKE_AFTER_MS).toBeGreaterThanOrEqual(60_000);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:download-0');
    capture.restore();
  });
});
