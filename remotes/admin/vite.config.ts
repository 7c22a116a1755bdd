import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Bundled with the config by path: Node cannot load the package's TypeScript at config time.
import { EXPOSED_APP, REMOTE_NAME, SINGLETONS } from '../../shared/src/federation.ts';

const port = Number(process.env.ADMIN_PORT ?? 5174);

export default defineConfig({
  // Assets resolve against wherever the manifest is served from, so the remote can move origins.
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: REMOTE_NAME,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { [EXPOSED_APP]: './src/app/remote-app.tsx' },
      shared: Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true }])),
      // TypeScript types are declared by hand in the host (FIELD-NOTES: dts breaks with solution-style tsconfigs).
      dts: false,
    }),
  ],
  server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true },
  preview: { port, strictPort: true, cors: true },
  build: { target: 'es2022', sourcemap: true },
});
