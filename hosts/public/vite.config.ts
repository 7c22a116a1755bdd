import { paraglideVitePlugin } from '@inlang/paraglide-js';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { packageOf, SINGLETONS } from '../../shared/src/federation.ts';
import { precompress } from './compress-plugin.ts';
import { preloadFonts } from './font-preload-plugin.ts';
import { browserMessageRuntime } from './message-runtime-plugin.ts';
import { deferPageCode } from './page-code-plugin.ts';
import { runtimeConfigFromEnv } from './runtime-config-plugin.ts';
import { SITE_MESSAGES } from './ui-messages.ts';

const port = Number(process.env.PUBLIC_PORT ?? 5173);
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

// The versions the host provides to the admin remote's shared scope: exactly what it was built with.
const versions = (name: string) =>
  JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')).version as string;
const sharedVersions = Object.fromEntries(SINGLETONS.map(packageOf).map((name) => [name, versions(name)]));

/**
 * The first load of every page in a few files (docs/performance.md): the libraries (React, React DOM, the router,
 * React Query's core) in one, the site's shell with the entry in another. Fewer, larger files compress
 * better and cost fewer requests than the thirty small ones automatic chunking made.
 */
const FIRST_LOAD_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;
/** Parts of those libraries that no page's first load uses (the dashboard's and the enquiry form's): left to their chunks. */
const LATER_LIBRARY_PARTS = /[\\/](useMutation|mutationObserver)\.js$/;
const FIRST_LOAD_CHUNK = /(^|\/)(vendor|index|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Files the API writes that the site serves on its own origin, as the render server does (server/app.ts): the
 * sitemap and robots.txt, where search engines expect them, and the spec sheets (docs/spec-sheet.md).
 */
const apiFiles = {
  '/sitemap.xml': apiTarget,
  '/robots.txt': apiTarget,
  '^/products/[\\w-]{1,128}/sheet\\.pdf(\\?|$)': apiTarget,
};

/**
 * React Router's package exports name its development build under every condition, so a production bundle
 * would carry its developer warnings (remix-run/react-router#14102, still open). The browser's build takes
 * the production build the package ships beside it; the dev server and the tests keep the warnings.
 */
const routerProductionBuild = (entry: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${entry}`, import.meta.url));
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: routerProductionBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerProductionBuild('dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The host has no federation build plugin (it loads the dashboard with @module-federation/runtime at
  // run time); one added later must go in the client build only: module-federation/vite#156 breaks SSR builds.
  // The body text (Inter) and the headings (Fraunces) of the first screen, in their Latin subsets.
  plugins: [
    // The UI catalogues (shared/messages) compiled into src/paraglide, and again as they are edited.
    paraglideVitePlugin(SITE_MESSAGES),
    browserMessageRuntime(),
    react(),
    tailwindcss(),
    runtimeConfigFromEnv(),
    preloadFonts([/\/inter-latin-wght-normal-[\w-]+\.woff2$/, /\/fraunces-latin-wght-normal-[\w-]+\.woff2$/]),
    deferPageCode(),
    precompress(),
  ],
  define: { __SHARED_VERSIONS__: JSON.stringify(sharedVersions) },
  resolve: { alias: command === 'build' && !isSsrBuild ? ROUTER_PRODUCTION : [] },
  server: {
    port,
    strictPort: true,
    proxy: apiFiles,
  },
  preview: { port, strictPort: true, proxy: apiFiles },
  build: isSsrBuild
    ? // `vite build --ssr src/entry-server.tsx`: the render function for server/main.ts, with the
      // dependencies left as imports from node_modules. In server/dist so that dist/ stays the client's.
      { target: 'node20', sourcemap: true, outDir: 'server/dist', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // Published beside each file for error reports and for a developer to load, but not named in
        // the files: a phone downloads no `sourceMappingURL` comment it has no use for.
        sourcemap: 'hidden',
        // dist/.vite/manifest.json: which chunks each route needs, for the render server's modulepreload links.
        manifest: true,
        // Every browser the site supports has modulepreload; a dynamic import need not list the
        // chunks every page has already loaded (index.html still preloads them).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'html' ? deps : deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
        },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: (id: string) => FIRST_LOAD_LIBRARIES.test(id) && !LATER_LIBRARY_PARTS.test(id),
                  priority: 2,
                },
                // With the entry (src/main.tsx), which must not await at its top level: a route chunk it
                // imports would wait for ever for this chunk to finish evaluating.
                { name: 'app', tags: ['$initial'], priority: 1 },
                // What nearly every page's route uses, reading its data and showing its images: one file,
                // not one per module.
                {
                  name: 'page-kit',
                  test: /src[\\/](lib[\\/]resource-queries|resources[\\/](define|public-reads)|images[\\/]responsive|components[\\/]ui[\\/]picture)\.tsx?$/,
                },
              ],
            },
          },
        },
      },
}));
