import react from '@vitejs/plugin-react';
import { testFilesToIsolate } from '@texbridge/scripts/vitest-isolation';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const site = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['src/testing/setup-tests.ts'],
  css: false,
};
const isolated = testFilesToIsolate(import.meta.dirname, 'src');
const isolatedProjects: TestProjectInlineConfiguration[] = isolated.length
  ? [{ extends: true, test: { ...site, name: 'site, isolated', include: isolated } }]
  : [];

export default defineConfig({
  plugins: [react()],
  test: {
    // findBy* waits up to 5 s and the login page pauses a real 3 s: a busy machine needs more than vitest's 5 s.
    testTimeout: 30_000,
    projects: [
      // One DOM and one module registry for the files that mock nothing (testFilesToIsolate says which need their own).
      {
        extends: true,
        test: {
          ...site,
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      ...isolatedProjects,
      // The render server over real HTTP: no DOM and no request interception (MSW) in its way.
      { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] } },
    ],
  },
});
