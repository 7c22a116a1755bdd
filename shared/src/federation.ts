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
/**
 * The remote's manifest file name, which its build writes (remotes/admin/vite.config.ts). The host loads the
 * manifest from `adminRemoteUrl`, a whole URL; the root scripts, plain Node, spell the name out.
 */
export const REMOTE_MANIFEST = 'mf-manifest.json';

/**
 * Every entry point the dashboard imports from a shared library, subpaths included: a subpath left
 * out (react/jsx-runtime, react-dom/client) is bundled into the remote and runs as a second copy.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
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
export const packageOf = (name: Singleton): string => {
  const parts = name.split('/');
  return parts.slice(0, name.startsWith('@') ? 2 : 1).join('/');
};

/**
 * The versions a singleton may be shared across: the same major (the same minor before 1.0), as
 * semver promises. Both halves declare it; a remote built on another major is refused with a
 * sentence rather than run against the host's copy (React 18 code on React 19 fails deep inside).
 */
export function compatibleRange(version: string): string {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** The props of the remote's exposed App. */
export interface AdminAppProps {
  /** Where the host mounted the dashboard in its router, e.g. '/admin'. */
  basename: string;
}
