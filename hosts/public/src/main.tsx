import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateApp } from './app/hydrate.tsx';
import { readSsrState } from './app/ssr-state.ts';
import { setRuntimeConfig } from './config/runtime.ts';
import './styles.css';

const container = document.getElementById('root')!;
// A page from the render server carries its state; the static shell (nginx's fallback, /login, /admin) does not.
const serverState = readSsrState();

/**
 * Not awaited at the top level: the entry shares its chunk with the site's shell (vite.config.ts), and
 * a route chunk importing from a chunk that is still evaluating would wait for it for ever.
 */
async function start() {
  if (serverState) {
    await hydrateApp(container, serverState);
    return;
  }
  const root = createRoot(container);
  try {
    // Imported here: its schema (zod/mini) is for the client-rendered shell only, not every page's first load.
    const [{ fetchRuntimeConfig }, { App }] = await Promise.all([
      import('@texbridge/shared/config/runtime-config'),
      // The client-rendered app of /login and /admin: no server-rendered page needs it.
      import('./app/app.tsx'),
    ]);
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

void start();
