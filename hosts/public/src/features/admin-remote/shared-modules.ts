import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as AuthStore from '@texbridge/shared/auth/auth-store';
import { compatibleRange, packageOf, type Singleton } from '@texbridge/shared/federation';
import type { ProvidedModule } from '@texbridge/shared/federation-exports';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';
import {
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';

/*
 * What the host gives the dashboard: exactly the names of the federation contract's allow-list
 * (shared/src/federation-exports.ts), imported one by one so that the rest of each library can be
 * tree-shaken from the public site. A name missing or extra here fails typecheck.
 */
const router = {
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} satisfies ProvidedModule<'react-router-dom'>;

const reactQuery = {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} satisfies ProvidedModule<'@tanstack/react-query'>;

const HOST_MODULES = {
  // CommonJS: bundled whole whichever names are imported, so a namespace costs nothing here.
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router': router satisfies ProvidedModule<'react-router'>,
  'react-router-dom': router,
  '@tanstack/react-query': reactQuery,
  zustand: {} satisfies ProvidedModule<'zustand'>,
  'react-hot-toast': { default: toast, Toaster } satisfies ProvidedModule<'react-hot-toast'>,
  '@texbridge/shared/auth/auth-store': AuthStore,
} satisfies Record<Singleton, object>; // a singleton of the contract missing here fails typecheck

/** The version the host provides a singleton at: what it was built with (vite.config.ts's `define`). */
export const hostVersionOf = (name: Singleton) => __SHARED_VERSIONS__[packageOf(name)] ?? '0.0.0';

/** The shared modules for the federation runtime, each a singleton accepted within its major. */
export function hostShares() {
  return Object.fromEntries(
    (Object.entries(HOST_MODULES) as [Singleton, object][]).map(([name, module]) => {
      const version = hostVersionOf(name);
      return [
        name,
        { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: compatibleRange(version) } },
      ];
    }),
  );
}
