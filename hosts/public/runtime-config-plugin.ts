import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * Serves /runtime-config.json from the environment in `vite dev` and `vite preview`, so that
 * `PORT=4100 npm start` or `SITE_NAME=… npm start` need no edited file. A deployment edits the
 * built dist/runtime-config.json instead (public/runtime-config.json is its template).
 */
export function runtimeConfigFromEnv(): Plugin {
  const body = () => {
    const template = JSON.parse(readFileSync(new URL('./public/runtime-config.json', import.meta.url), 'utf8'));
    const env = process.env;
    return JSON.stringify({
      ...template,
      ...(env.SITE_NAME && { siteName: env.SITE_NAME }),
      apiUrl: env.API_URL ?? `http://localhost:${env.PORT ?? 4000}`,
      siteUrl: env.SITE_URL ?? `http://localhost:${env.PUBLIC_PORT ?? 5173}`,
      adminRemoteUrl: env.ADMIN_REMOTE_URL ?? `http://localhost:${env.ADMIN_PORT ?? 5174}/mf-manifest.json`,
      firebase: {
        apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
        projectId: env.FIREBASE_PROJECT_ID ?? 'demo-texbridge',
        ...(env.FIREBASE_AUTH_DOMAIN && { authDomain: env.FIREBASE_AUTH_DOMAIN }),
        // The emulator unless a real project is configured.
        ...(!env.FIREBASE_API_KEY && { emulatorUrl: `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}` }),
      },
      ...(env.EMAILJS_SERVICE_ID &&
        env.EMAILJS_TEMPLATE_ID &&
        env.EMAILJS_PUBLIC_KEY && {
          emailjs: {
            serviceId: env.EMAILJS_SERVICE_ID,
            templateId: env.EMAILJS_TEMPLATE_ID,
            publicKey: env.EMAILJS_PUBLIC_KEY,
          },
        }),
    });
  };
  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== '/runtime-config.json') return next();
    response.setHeader('content-type', 'application/json');
    response.setHeader('cache-control', 'no-store');
    response.end(body());
  };
  return {
    name: 'texbridge-runtime-config',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}
