// The public site in development (`npm run dev`): server-rendered like `npm start`, with hot reload.
// Vite runs in middleware mode inside this server: it serves the modules, styles and HMR, and every
// page is rendered by `vite.ssrLoadModule('/src/entry-server.tsx')` (reloaded on change) into
// index.html as `vite.transformIndexHtml` makes it, by the same template as the render server's.
// No page cache: every request renders. Reads PUBLIC_PORT (5173), HOST (localhost) and the runtime
// config's variables, like server/main.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';
import { parseRuntimeConfig } from '@texbridge/shared/config/runtime-config';
import { runtimeConfig } from '@texbridge/scripts/runtime-config';
import { isApiUnavailable, type Render } from './app.ts';
import { createTemplate, messagePage } from './template.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PUBLIC_PORT ?? 5173);
const host = process.env.HOST ?? 'localhost';
const config = parseRuntimeConfig(runtimeConfig('public'));

/** Pages for the client-rendered parts: the dashboard and its sign-in (as in app.ts). */
const isShell = (path: string) => /^\/(login|admin)(\/|$)/.test(path);

const server = createServer();
const vite = await createViteServer({
  root,
  appType: 'custom',
  server: { middlewareMode: true, ws: { server } },
});

function send(response: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...extra });
  response.end(body);
}

async function page(request: IncomingMessage, response: ServerResponse) {
  // As server/app.ts: one leading slash, and a backslash written %5C (a URL parser reads `/\` as `//`).
  const url = (request.url ?? '/').replace(/^\/{2,}/, '/').replaceAll('\\', '%5C');
  try {
    // index.html as Vite serves it in development (its client, React refresh), read anew each time.
    const indexHtml = await vite.transformIndexHtml(url, await readFile(`${root}/index.html`, 'utf8'));
    const template = createTemplate(indexHtml);
    if (isShell(url.split('?')[0]!)) return send(response, 200, template.shell);
    const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
    const result = await render(url, config);
    send(response, result.status, template.page(result));
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    // In development the whole error, here in the terminal; the page stays the one visitors would see.
    console.error(error);
    if (isApiUnavailable(error)) {
      const body = messagePage(
        config.siteName,
        'The catalogue is briefly unavailable',
        'We cannot reach the catalogue right now. Please try again in a moment.',
      );
      return send(response, 503, body, { 'retry-after': '10' });
    }
    send(response, 500, messagePage(config.siteName, 'Something went wrong', 'Please try again in a moment.'));
  }
}

server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  // Vite first (modules, /@vite, public files, /runtime-config.json, the sitemap proxy); then a page, for GET.
  vite.middlewares(request, response, () => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    void page(request, response);
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void vite.close().then(() => server.close(() => process.exit(0)));
  });
}
server.listen(port, host, () => console.log(`The site (server-rendered, hot reload): http://${host}:${port}`));
