import { useEffect, useState } from 'react';
import { fetchRemoteManifest, manifestFetchedAt, versionMismatches } from './remote-manifest.ts';

/** How often an open dashboard looks for a new release: a few minutes, one small request. */
const UPDATE_CHECK_MS = 5 * 60_000;
/** A manifest read this recently (the load itself) is not read again on entering /admin. */
const FRESH_MS = 60_000;

/**
 * Whether a release other than the one on screen is live (a new one or a rollback), checked when
 * /admin is entered and then every `intervalMs`. Only a release this site can run is offered; a
 * failed check is silent, since the dashboard on screen still works.
 */
export function useRemoteUpdate(
  manifestUrl: string | undefined,
  loadedRelease: string | undefined,
  intervalMs = UPDATE_CHECK_MS,
) {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!manifestUrl || !loadedRelease) return;
    let stopped = false;
    const check = async () => {
      try {
        const manifest = await fetchRemoteManifest(manifestUrl);
        if (!stopped && manifest.release !== loadedRelease && versionMismatches(manifest).length === 0)
          setAvailable(true);
      } catch {
        // Unreachable for now: the dashboard on screen keeps working, the next check will tell.
      }
    };
    if (Date.now() - manifestFetchedAt() > FRESH_MS) void check();
    const timer = setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [manifestUrl, loadedRelease, intervalMs]);
  return available;
}
