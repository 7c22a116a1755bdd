import type { Singleton } from './federation.ts';

/**
 * What the dashboard may import from each shared library — and so exactly what the host provides.
 * The host imports these names one by one: a namespace import (`import * as`) keeps a whole library
 * in the public site's chunks, react-router with its server-side helpers most of all.
 *
 * `'whole'`: the module as it is. React and React DOM are CommonJS (bundled whole whatever is
 * imported) and the libraries the dashboard bundles (react-hook-form) call React broadly; the auth
 * store is the workspace's own and small.
 *
 * Enforced on both sides: the host's provided objects must match these lists (typecheck), and the
 * dashboard's imports are checked against them (remotes/admin/src/app/shared-imports.test.ts). A
 * dashboard that needs one more name adds it here, and the site must be released first.
 */
const ROUTER_EXPORTS = [
  'Link',
  'Navigate',
  'Route',
  'Routes',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useSearchParams',
] as const;

export const SHARED_EXPORTS = {
  react: 'whole',
  'react/jsx-runtime': 'whole',
  'react-dom': 'whole',
  'react-dom/client': 'whole',
  // react-router-dom 7 re-exports react-router: one list, the same functions under either name.
  'react-router': ROUTER_EXPORTS,
  'react-router-dom': ROUTER_EXPORTS,
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'keepPreviousData',
    'queryOptions',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  // The dashboard reads its signed-in user through the shared auth store, which brings its zustand.
  zustand: [],
  'react-hot-toast': ['default', 'Toaster'],
  '@texbridge/shared/auth/auth-store': 'whole',
} as const satisfies Record<Singleton, 'whole' | readonly string[]>;

type Exports = typeof SHARED_EXPORTS;

/** The names the dashboard may import from `S`, or `never` for a module shared whole. */
type AllowedExport<S extends Singleton> = Exports[S] extends readonly (infer N extends string)[] ? N : never;

/**
 * What the host provides for `S`: every allowed name and no other (an object literal with an extra
 * name fails `satisfies`), or the whole module.
 */
export type ProvidedModule<S extends Singleton> = Exports[S] extends 'whole'
  ? object
  : Record<AllowedExport<S>, unknown>;
