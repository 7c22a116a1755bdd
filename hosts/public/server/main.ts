// The public site's render server: `tsx server/main.ts` after `vite build` (dist/) and
// `vite build --ssr` (server/dist/). Reads PUBLIC_PORT (5173), HOST (localhost), API_URL, SITE_NAME,
// SITE_URL and the rest of the runtime config's variables (scripts/lib/runtime-config.mjs), RENDER_TOKEN
// (the API's), TRUST_PROXY, RENDER_LIMIT_MAX, REDIS_URL, LOG_LEVEL. With NODE_ENV=production (the deployment's) it
// refuses to start, with one sentence, on what the API's production rules refuse (a missing or weak
// RENDER_TOKEN, a demo- project, a missing or unreachable SITE_URL: startup.ts), with a token the API does
// not recognise, or with a runtime config that points at the Auth emulator.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseRuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { runtimeConfig } from '@texbridge/scripts/runtime-config';
import { createRenderServer, type PageSearch, type Render } from './app.ts';
import { checkRenderToken, readSettings, StartupError } from './startup.ts';

/** Stops start-up with the sentence saying why, and nothing else (no stack: it is the reader's to act on). */
function refuse(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Read before NODE_ENV gets its default below: production is what the deployment says it is.
const settings = (() => {
  try {
    return readSettings(process.env);
  } catch (error) {
    return refuse(error);
  }
})();

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
const { render, pageSearch } = (await import(pathToFileURL(bundle).href)) as {
  render: Render;
  pageSearch: PageSearch;
};
// One config for the render and for the browser's /runtime-config.json, so both halves of a page agree.
const clientConfig = runtimeConfig('public');
const config = parseRuntimeConfig(clientConfig);
if (settings.production) {
  // A token the API does not know is a site of 429s once it is busy: found out now, not then.
  await checkRenderToken({ apiUrl: config.apiUrl, token: settings.renderToken ?? '' }).catch(refuse);
}
const app = await createRenderServer({
  distDir,
  render,
  pageSearch,
  config,
  clientConfig,
  // Pages are dropped the moment the API says content changed (an edit in the dashboard).
  changeFeed: `${config.apiUrl}/changes`,
  // The API's too: this server asks for every visitor's pages, past the API's per-address limit.
  apiToken: settings.renderToken,
  // nginx in front says who asked (X-Forwarded-For): believed from TRUST_PROXY alone, as by the API.
  trustProxy: settings.trustProxy,
  rendersPerMinute: settings.rendersPerMinute,
  // With several render servers, counted once for all of them (docs/scaling.md).
  redisUrl: settings.redisUrl,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: Number(process.env.PUBLIC_PORT ?? 5173), host: process.env.HOST ?? 'localhost' });
