import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { fetchRuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { splitLocale } from '@texbridge/shared/locales/paths';
import { paths } from '../config/paths.ts';
import { setRuntimeConfig } from '../config/runtime.ts';
import { App } from './app.tsx';
import { PromoBanner } from './layout/header.tsx';

/**
 * The client-rendered app of the static shell (/login, /admin and nginx's fallback), which no
 * server-rendered page needs: its own chunk, with its config schema (zod/mini), out of every page's first load.
 */
export async function startShell(container: Element) {
  const root = createRoot(container);
  // The header's promo line is an island that no server-rendered page loads, so here its code would come
  // only once the header is on screen, and the line would push the page down a moment later: it loads
  // beside the config instead. A failure shows where the header renders it. The dashboard has its own shell.
  if (!matchPath(paths.admin.path, window.location.pathname)) PromoBanner.preload().catch(() => undefined);
  try {
    // nginx's fallback stands in for any page, a Chinese one included (docs/adding-a-language.md).
    setRuntimeConfig(await fetchRuntimeConfig(), splitLocale(window.location.pathname).locale);
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
