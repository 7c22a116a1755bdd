import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
// Bundled with the config by path: Node cannot load the package's TypeScript at config time.
import {
  compatibleRange,
  EXPOSED_APP,
  packageOf,
  REMOTE_MANIFEST,
  REMOTE_NAME,
  SINGLETONS,
} from '../../shared/src/federation.ts';
import { firstLoadChunk } from './first-load-chunk.ts';
import { standaloneRuntimeCore } from './standalone-runtime.ts';

const firstLoad = firstLoadChunk('./src/app/remote-app.tsx');

const port = Number(process.env.ADMIN_PORT ?? 5174);

const installed = (name: string) =>
  JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8')).version as string;

/**
 * Each singleton accepts the host's copy within the major it was built on, and refuses another
 * (strictVersion): React 18 code run on React 19 fails deep inside with a minified error. The host
 * reads the same ranges from mf-manifest.json and explains the refusal before loading anything.
 */
const shared = Object.fromEntries(
  SINGLETONS.map((name) => [
    name,
    { singleton: true, requiredVersion: compatibleRange(installed(packageOf(name))), strictVersion: true },
  ]),
);

export default defineConfig({
  // Assets resolve against wherever the manifest is served from, so the remote can move origins.
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: REMOTE_NAME,
      filename: 'remoteEntry.js',
      manifest: { fileName: REMOTE_MANIFEST },
      exposes: { [EXPOSED_APP]: './src/app/remote-app.tsx' },
      shared,
      // TypeScript types are declared by hand in the host (FIELD-NOTES: dts breaks with solution-style tsconfigs).
      dts: false,
      // The dashboard loads no remotes of its own: the runtime's remote loading and manifest snapshots go.
      disableRemote: true,
      disableSnapshot: true,
      // It runs on the host's federation runtime (load-admin-app.ts publishes it) instead of carrying a
      // second copy; standalone mode publishes its own first.
      experiments: { externalRuntime: true },
    }),
    standaloneRuntimeCore(),
    firstLoad.plugin,
  ],
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
  preview: { port, strictPort: true, cors: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: [firstLoad.group] } } },
  },
});
