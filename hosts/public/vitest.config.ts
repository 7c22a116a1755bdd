import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // findBy* waits up to 5 s and the login page pauses a real 3 s: a busy machine needs more than vitest's 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['src/testing/setup-tests.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          css: false,
        },
      },
      // The render server over real HTTP: no DOM and no request interception (MSW) in its way.
      { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] } },
    ],
  },
});
