/**
 * The dashboard's Module Federation contract, in one place for both halves: the remote's build
 * (remotes/admin/vite.config.ts), the host's loader and the host's build (the versions it provides).
 * Singletons: one React, one router, one query client library, one zustand, one toast store and one
 * auth store — a second copy of any of them breaks hooks, routing or the signed-in user.
 */
export const REMOTE_NAME = 'admin';
/** What the remote exposes, and the name the host loads it by. */
export const EXPOSED_APP = './App';
export const REMOTE_APP = `${REMOTE_NAME}/App`;

export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  // One toast store: 'Logged Out' is raised in the dashboard and shown by the site it returns to.
  'react-hot-toast',
  '@texbridge/shared/auth/auth-store',
] as const;

export type Singleton = (typeof SINGLETONS)[number];

/** The package whose installed version a singleton is shared at: a subpath shares its package's. */
export const packageOf = (name: Singleton): string =>
  name.startsWith('@texbridge/shared/') ? '@texbridge/shared' : name;

/** The props of the remote's exposed App. */
export interface AdminAppProps {
  /** Where the host mounted the dashboard in its router, e.g. '/admin'. */
  basename: string;
}
