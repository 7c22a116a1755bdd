import * as ReactQuery from '@tanstack/react-query';
import * as AuthStore from '@texbridge/shared/auth/auth-store';
import { packageOf, SINGLETONS } from '@texbridge/shared/federation';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactHotToast from 'react-hot-toast';
import * as Zustand from 'zustand';

/**
 * The remote's build shares exactly the singletons of the federation contract (shared/src/federation.ts);
 * the host must provide every one, or the dashboard loads its own copy: a second React (invalid hook
 * calls), a second auth store (no signed-in user). A missing key already fails typecheck; this checks
 * what the runtime is given.
 */
/** What the host imports itself, by the name the remote asks for. */
const HOST_MODULES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  '@tanstack/react-query': ReactQuery,
  zustand: Zustand,
  'react-hot-toast': ReactHotToast,
  '@texbridge/shared/auth/auth-store': AuthStore,
};

interface ProvidedShare {
  version: string;
  lib: () => unknown;
  shareConfig: { singleton: boolean; requiredVersion: false | string };
}

const runtime = vi.hoisted(() => ({ options: undefined as { shared: Record<string, ProvidedShare> } | undefined }));
vi.mock('@module-federation/runtime', () => ({
  createInstance: (options: { shared: Record<string, ProvidedShare> }) => {
    runtime.options = options;
    return { registerRemotes: () => {}, loadRemote: async () => ({ default: () => null }) };
  },
}));

afterEach(() => vi.unstubAllGlobals());

describe("the host's shared modules for the dashboard", () => {
  it('provides every singleton the remote declares: its own copy, as a singleton, with its installed version', async () => {
    // What vite.config.ts's `define` puts there in a build: the package versions, by package name.
    vi.stubGlobal(
      '__SHARED_VERSIONS__',
      Object.fromEntries(SINGLETONS.map(packageOf).map((name) => [name, `${name}@installed`])),
    );
    const { loadAdminApp } = await import('./load-admin-app.ts');
    await loadAdminApp('http://remote.test/mf-manifest.json');
    const shared = runtime.options!.shared;

    for (const name of SINGLETONS) {
      expect(shared, `the host does not provide ${name}`).toHaveProperty([name]);
      expect(shared[name]!.shareConfig.singleton, name).toBe(true);
      expect(shared[name]!.lib(), `${name} is not the host's own copy`).toBe(HOST_MODULES[name]);
      // Stamped 0.0.0, a share can lose to the remote's own, newer copy.
      expect(shared[name]!.version, `vite.config.ts gives ${name} no version`).toBe(`${packageOf(name)}@installed`);
    }
  });
});
