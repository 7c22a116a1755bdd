/**
 * The dashboard's Module Federation contract, shared by the remote's build and the host's runtime.
 * Singletons: one React, one router, one query client library, one zustand and one auth store.
 */
export const REMOTE_NAME = 'admin';
export const EXPOSED_APP = './App';

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
