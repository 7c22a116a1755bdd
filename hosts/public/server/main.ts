// The public site's render server: `tsx server/main.ts` after `vite build` (dist/) and
// `vite build --ssr` (server/dist/). Reads PUBLIC_PORT (5173), HOST (localhost), API_URL, SITE_NAME,
// SITE_URL and the rest of the runtime config's variables (scripts/lib/runtime-config.mjs), RENDER_TOKEN
// (the API's), LOG_LEVEL.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseRuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { runtimeConfig } from '@texbridge/scripts/runtime-config';
import { createRenderServer, type Render } from './app.ts';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const bundle = fileURLToPath(new URL('./dist/entry-server.js', import.meta.url));
const builds = { [`${distDir}/index.html`]: 'vite build', [bundle]: 'vite build --ssr (the build:server script)' };
for (const [path, command] of Object.entries(builds)) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run ${command} in hosts/public first.`);
    process.exit(1);
  }
}

// React's production build, unless told otherwise: the development one is several times slower.
process.env.NODE_ENV ??= 'production';
const { render } = (await import(pathToFileURL(bundle).href)) as { render: Render };
// One config for the render and for the browser's /runtime-config.json, so both halves of a page agree.
const clientConfig = runtimeConfig('public');
const config = parseRuntimeConfig(clientConfig);
const app = await createRenderServer({
  distDir,
  render,
  config,
  clientConfig,
  // Pages are dropped the moment the API says content changed (an edit in the dashboard).
  changeFeed: `${config.apiUrl}/changes`,
  // The API's too: this server asks for every visitor's pages, past the API's per-address limit.
  apiToken: process.env.RENDER_TOKEN || undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: Number(process.env.PUBLIC_PORT ?? 5173), host: process.env.HOST ?? 'localhost' });
