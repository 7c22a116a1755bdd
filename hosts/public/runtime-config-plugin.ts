import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { runtimeConfig } from '@texbridge/scripts/runtime-config';

/**
 * Serves /runtime-config.json from the environment in `vite dev` and `vite preview`, so that
 * `PORT=4100 npm start` or `SITE_NAME=… npm start` need no edited file. A release writes the same
 * config into its directory (deploy/release-public.sh); public/runtime-config.json is the template.
 */
export function runtimeConfigFromEnv(): Plugin {
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== '/runtime-config.json') return next();
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end(JSON.stringify(runtimeConfig('public')));
  };
  return {
    name: 'texbridge-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}
