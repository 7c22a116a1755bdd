import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // findBy* waits up to 5 s and the login page pauses a real 3 s: a busy machine needs more than vitest's 5 s.
    testTimeout: 30_000,
  },
});
