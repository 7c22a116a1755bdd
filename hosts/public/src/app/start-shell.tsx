import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { setRuntimeConfig } from '../config/runtime.ts';
import { App } from './app.tsx';

/**
 * The client-rendered app of the static shell (/login, /admin and nginx's fallback), which no
 * server-rendered page needs: its own chunk, with its config schema (zod/mini), out of every page's first load.
 */
export async function startShell(container: Element) {
  const root = createRoot(container);
  try {
    setRuntimeConfig(await fetchRuntimeConfig());
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    // Without its configuration the site cannot reach its API: say so instead of showing a blank page.
    root.render(
      <main role="alert" style={{ padding: '3rem 1.5rem', fontFamily: 'system-ui, sans-serif', maxWidth: '40rem' }}>
        <h1>The site is not configured</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  }
}
