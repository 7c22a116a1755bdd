import { startAuth } from '@texbridge/shared/auth/auth-store';
import { createFirebaseAuthProvider } from '@texbridge/shared/auth/firebase-auth-provider';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { StandaloneRoot } from './app/standalone/standalone-root.tsx';
import { loadRuntimeConfig } from './config/runtime.ts';

/**
 * Standalone mode (`pnpm dev` in remotes/admin): the dashboard on its own, for the dashboard team. It
 * reads its own /runtime-config.json, connects the shared auth store to Firebase (the emulator locally)
 * and mounts the App under /admin, as the host does.
 */
const root = createRoot(document.getElementById('root')!);

function fail(message: string) {
  root.render(
    <p role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      The dashboard could not start: {message}
    </p>,
  );
}

try {
  const config = await loadRuntimeConfig();
  if (!config.firebase) throw new Error('runtime-config.json has no firebase section: sign-in is not configured.');
  const firebase = config.firebase;
  void startAuth({ apiUrl: config.apiUrl, connect: () => createFirebaseAuthProvider(firebase) }).catch(
    (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
  );
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to="/admin" replace /> },
    { path: '/admin/*', element: <StandaloneRoot /> },
    { path: '*', element: <Navigate to="/admin" replace /> },
  ]);
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
