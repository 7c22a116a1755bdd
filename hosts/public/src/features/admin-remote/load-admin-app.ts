import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { REMOTE_APP, REMOTE_NAME, type AdminAppProps } from '@texbridge/shared/federation';
import type { ComponentType } from 'react';
import { fetchRemoteManifest, IncompatibleRemoteError, versionMismatches } from './remote-manifest.ts';
import { hostShares } from './shared-modules.ts';

/**
 * The admin remote, loaded at run time from the manifest URL in /runtime-config.json. This module
 * is imported only by the /admin route, so public pages never download the federation runtime.
 * The host provides its own copies of the singletons; the remote's copies are never loaded here,
 * which gives one React, one router and one auth store.
 */
let federation: ModuleFederation | undefined;
let registeredEntry: string | undefined;
let retries = 0;
let loadedRelease: string | undefined;

export type { AdminAppProps };

/** The release of the dashboard on screen (a digest of its manifest), once one has loaded. */
export const loadedAdminRelease = () => loadedRelease;

/**
 * The remote is built with `experiments.externalRuntime` (remotes/admin/vite.config.ts): it carries no
 * federation runtime of its own and runs on the host's, read from this global. One runtime on the
 * page, and ~18 KB gzip less on the first /admin open.
 */
function provideRuntimeCore() {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/**
 * Loads `admin/App` from the release the manifest names now. `fresh` (the Retry button) loads the
 * entry again even when the release is the same, since the browser keeps a failed import.
 *
 * The entry URL carries the release: a browser keeps every module it imported for the life of the
 * page, so after a rollback the old URL would give back the release that just failed.
 */
export async function loadAdminApp(manifestUrl: string, fresh = false): Promise<ComponentType<AdminAppProps>> {
  const manifest = await fetchRemoteManifest(manifestUrl);
  const mismatches = versionMismatches(manifest);
  if (mismatches.length > 0) throw new IncompatibleRemoteError(mismatches);

  provideRuntimeCore();
  federation ??= createInstance({ name: 'texbridge_host', remotes: [], shared: hostShares() });
  if (fresh) retries += 1;
  const entry = new URL(manifest.entryUrl);
  entry.searchParams.set('release', manifest.release);
  if (retries > 0) entry.searchParams.set('attempt', String(retries));
  if (entry.href !== registeredEntry) {
    federation.registerRemotes([{ name: REMOTE_NAME, entry: entry.href, type: 'module' }], {
      force: registeredEntry !== undefined,
    });
    registeredEntry = entry.href;
  }
  const module = await federation.loadRemote<{ default: ComponentType<AdminAppProps> }>(REMOTE_APP);
  if (!module?.default) throw new Error('The dashboard did not provide its App.');
  loadedRelease = manifest.release;
  return module.default;
}
