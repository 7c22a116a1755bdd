import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = Number(process.env.PUBLIC_PORT ?? 5173);
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port,
    strictPort: true,
    // The sitemap is the API's, served on the site's own origin as search engines expect.
    proxy: { '/sitemap.xml': apiTarget },
  },
  preview: { port, strictPort: true, proxy: { '/sitemap.xml': apiTarget } },
  build: { target: 'es2022', sourcemap: true },
});
