import react from '@vitejs/plugin-react';
import { testFilesToIsolate } from '@texbridge/scripts/vitest-isolation';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dashboard = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['src/testing/setup-tests.ts'],
  css: false,
};
const isolated = testFilesToIsolate(import.meta.dirname, 'src');
const isolatedProjects: TestProjectInlineConfiguration[] = isolated.length
  ? [{ extends: true, test: { ...dashboard, name: 'dashboard, isolated', include: isolated } }]
  : [];

export default defineConfig({
  plugins: [react()],
  test: {
    // The machines are shared and slow at times; a passing test does not wait.
    testTimeout: 30_000,
    projects: [
      // One DOM and one module registry for the files that mock nothing (testFilesToIsolate says which need their own).
      {
        extends: true,
        test: {
          ...dashboard,
          name: 'dashboard',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...isolated],
          isolate: false,
        },
      },
      ...isolatedProjects,
    ],
  },
});
