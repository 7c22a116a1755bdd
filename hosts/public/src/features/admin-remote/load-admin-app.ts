import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as ReactQuery from '@tanstack/react-query';
import * as AuthStore from '@texbridge/shared/auth/auth-store';
import { packageOf, REMOTE_APP, REMOTE_NAME, type AdminAppProps, type Singleton } from '@texbridge/shared/federation';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactHotToast from 'react-hot-toast';
import * as Zustand from 'zustand';

/**
 * The admin remote, loaded at run time from the manifest URL in /runtime-config.json. This module
 * is imported only by the /admin route, so public pages never download the federation runtime.
 * The host provides its own copies of the singletons; the remote's copies are never loaded here,
 * which gives one React, one router and one auth store.
 */
const SHARED_MODULES = {
  react: React,
  'react-dom': ReactDOM,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  '@tanstack/react-query': ReactQuery,
  zustand: Zustand,
  'react-hot-toast': ReactHotToast,
  '@texbridge/shared/auth/auth-store': AuthStore,
} satisfies Record<Singleton, object>; // a singleton of the contract missing here fails typecheck

const versionOf = (name: Singleton) => __SHARED_VERSIONS__[packageOf(name)] ?? '0.0.0';

let federation: ModuleFederation | undefined;
let registeredUrl: string | undefined;

export type { AdminAppProps };

/** Loads `admin/App`; `fresh` forgets an earlier failed attempt (the Retry button). */
export async function loadAdminApp(manifestUrl: string, fresh = false): Promise<React.ComponentType<AdminAppProps>> {
  federation ??= createInstance({
    name: 'texbridge_host',
    remotes: [],
    shared: Object.fromEntries(
      (Object.entries(SHARED_MODULES) as [Singleton, object][]).map(([name, module]) => [
        name,
        { version: versionOf(name), lib: () => module, shareConfig: { singleton: true, requiredVersion: false } },
      ]),
    ),
  });
  if (fresh || registeredUrl !== manifestUrl) {
    federation.registerRemotes([{ name: REMOTE_NAME, entry: manifestUrl, type: 'module' }], {
      force: registeredUrl !== undefined,
    });
    registeredUrl = manifestUrl;
  }
  const module = await federation.loadRemote<{ default: React.ComponentType<AdminAppProps> }>(REMOTE_APP);
  if (!module?.default) throw new Error('The dashboard did not provide its App.');
  return module.default;
}
