import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { runtimeConfigFromEnv } from './runtime-config-plugin.ts';

const port = Number(process.env.PUBLIC_PORT ?? 5173);
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

const seoProxy = { '/sitemap.xml': apiTarget, '/robots.txt': apiTarget };

export default defineConfig({
  plugins: [react(), tailwindcss(), runtimeConfigFromEnv()],
  server: {
    port,
    strictPort: true,
    // The API writes the sitemap and robots.txt; search engines expect them on the site's own origin.
    proxy: seoProxy,
  },
  preview: { port, strictPort: true, proxy: seoProxy },
  build: { target: 'es2022', sourcemap: true },
});
