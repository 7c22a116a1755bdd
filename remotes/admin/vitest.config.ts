import react from '@vitejs/plugin-react';
import { appTestProjects } from '@texbridge/scripts/vitest-isolation';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // The machines are shared and slow at times; a passing test does not wait.
    testTimeout: 30_000,
    // One DOM and one module registry for most files; appTestProjects says which need their own.
    projects: appTestProjects(import.meta.dirname, 'dashboard', configDefaults.exclude),
  },
});
