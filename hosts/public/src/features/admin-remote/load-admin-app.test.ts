import * as ReactQuery from '@tanstack/react-query';
import * as AuthStore from '@texbridge/shared/auth/auth-store';
import { compatibleRange, packageOf, SINGLETONS, type Singleton } from '@texbridge/shared/federation';
import { SHARED_EXPORTS } from '@texbridge/shared/federation-exports';
import { http, HttpResponse } from 'msw';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactHotToast from 'react-hot-toast';
import * as ReactRouterDom from 'react-router-dom';
import * as Zustand from 'zustand';
import { server } from '../../testing/msw-server.ts';

/** The libraries themselves, by the name the remote asks for: what the host's shares must come from. */
const LIBRARIES: Record<Singleton, Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  // react-router-dom 7 re-exports react-router, and the host provides its names under both. In the
  // browser build they are one module; under Node they resolve to two builds (ESM and CommonJS).
  'react-router': ReactRouterDom,
  'react-router-dom': ReactRouterDom,
  '@tanstack/react-query': ReactQuery,
  zustand: Zustand,
  'react-hot-toast': ReactHotToast,
  '@texbridge/shared/auth/auth-store': AuthStore,
};

/** What vite.config.ts's `define` puts there in a build: the installed versions, by package name. */
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

interface ProvidedShare {
  version: string;
  lib: () => Record<string, unknown>;
  shareConfig: { singleton: boolean; requiredVersion: false | string };
}

const runtime = vi.hoisted(() => ({
  options: undefined as { shared: Record<string, ProvidedShare> } | undefined,
  registered: [] as { entry: string; force: boolean }[],
  loads: 0,
  coreAtCreate: undefined as unknown,
}));
vi.mock('@module-federation/runtime', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // The real runtime needs a served remote and a browser's import(): the e2e suite loads it for real.
  createInstance: (options: { shared: Record<string, ProvidedShare> }) => {
    runtime.options = options;
    runtime.coreAtCreate = (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE;
    return {
      registerRemotes: (remotes: { entry: string }[], { force }: { force: boolean }) =>
        runtime.registered.push({ entry: remotes[0]!.entry, force }),
      loadRemote: async () => {
        runtime.loads += 1;
        return { default: () => null };
      },
    };
  },
}));

const MANIFEST_URL = 'http://remote.test/mf-manifest.json';

/** A manifest as @module-federation/vite writes it, for a remote built on `versions`. */
function manifest(versions: Record<string, string>, chunk = 'remote-app-AAAA.js') {
  return {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: SINGLETONS.map((name) => {
      const version = versions[packageOf(name)]!;
      return { name, version, singleton: true, requiredVersion: compatibleRange(version) };
    }),
    exposes: [{ name: 'App', assets: { js: { sync: [`assets/${chunk}`], async: [] } } }],
  };
}
const serve = (body: ReturnType<typeof manifest>) => server.use(http.get(MANIFEST_URL, () => HttpResponse.json(body)));

beforeEach(() => {
  vi.stubGlobal('__SHARED_VERSIONS__', HOST_VERSIONS);
  runtime.registered = [];
  runtime.loads = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe("the host's shared modules for the dashboard", () => {
  it('provides every singleton: the library itself, or exactly its allowed names, at the installed version', async () => {
    serve(manifest(HOST_VERSIONS));
    const { loadAdminApp } = await import('./load-admin-app.ts');
    await loadAdminApp(MANIFEST_URL);
    const shared = runtime.options!.shared;

    for (const name of SINGLETONS) {
      expect(shared, `the host does not provide ${name}`).toHaveProperty([name]);
      const { version, shareConfig, lib } = shared[name]!;
      expect(shareConfig.singleton, name).toBe(true);
      expect(version, `vite.config.ts gives ${name} no version`).toBe(HOST_VERSIONS[packageOf(name)]);
      expect(shareConfig.requiredVersion, name).toBe(compatibleRange(version));
      const allowed = SHARED_EXPORTS[name];
      if (allowed === 'whole') {
        expect(lib(), `${name} is not the host's own copy`).toBe(LIBRARIES[name]);
      } else {
        // Exactly the list: a name more would keep code in the public chunks, a name less breaks the dashboard.
        expect(Object.keys(lib()).sort(), name).toEqual([...allowed].sort());
        for (const key of allowed) expect(lib()[key], `${name}.${key}`).toBe(LIBRARIES[name][key]);
      }
    }
  });
});

describe('loading a dashboard release', () => {
  it("publishes the host's federation runtime before anything of the dashboard runs (it carries none)", async () => {
    serve(manifest(HOST_VERSIONS));
    const { loadAdminApp } = await import('./load-admin-app.ts');
    await loadAdminApp(MANIFEST_URL, true);
    // What the remote's externalRuntime shim reads: runtime-core itself, the module the host runs on.
    const core = await import('@module-federation/runtime/core');
    expect(runtime.coreAtCreate).toBe(core);
    expect(typeof core.ModuleFederation).toBe('function');
  });

  it('refuses a release built on another major with a sentence naming the library and versions', async () => {
    serve(manifest({ ...HOST_VERSIONS, react: '18.3.1', 'react-dom': '18.3.1' }));
    const { loadAdminApp } = await import('./load-admin-app.ts');
    const { IncompatibleRemoteError } = await import('./remote-manifest.ts');
    const failure = loadAdminApp(MANIFEST_URL, true);
    await expect(failure).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(failure).rejects.toThrow(
      'This dashboard release needs react ^18.0.0 (built with 18.3.1), but the site provides react 19.3.1. ' +
        'This dashboard release needs react-dom ^18.0.0 (built with 18.3.1), but the site provides react-dom 19.3.1.',
    );
    // Refused before anything of it ran.
    expect(runtime.registered).toEqual([]);
    expect(runtime.loads).toBe(0);
  });

  it('tells an unreachable dashboard apart from an incompatible one', async () => {
    server.use(http.get(MANIFEST_URL, () => new HttpResponse('Bad Gateway', { status: 502 })));
    const { loadAdminApp } = await import('./load-admin-app.ts');
    const { RemoteUnreachableError } = await import('./remote-manifest.ts');
    await expect(loadAdminApp(MANIFEST_URL, true)).rejects.toBeInstanceOf(RemoteUnreachableError);
  });

  it('loads the entry of the release live now: after a rollback, Retry gets the rolled-back code, not the cached one', async () => {
    const { loadAdminApp, loadedAdminRelease } = await import('./load-admin-app.ts');
    const entries = () => runtime.registered.map(({ entry }) => new URL(entry));

    serve(manifest(HOST_VERSIONS, 'remote-app-NEXT.js'));
    await loadAdminApp(MANIFEST_URL, true);
    const next = loadedAdminRelease();
    serve(manifest(HOST_VERSIONS, 'remote-app-PREVIOUS.js'));
    await loadAdminApp(MANIFEST_URL, true);
    const previous = loadedAdminRelease();

    expect(next).not.toBe(previous);
    expect(entries().map((url) => url.origin + url.pathname)).toEqual([
      'http://remote.test/remoteEntry.js',
      'http://remote.test/remoteEntry.js',
    ]);
    expect(entries().map((url) => url.searchParams.get('release'))).toEqual([next, previous]);
    // The runtime forgets the remote it had: otherwise loadRemote answers from its cache.
    expect(runtime.registered.at(-1)!.force).toBe(true);
  });
});
