import { paraglideVitePlugin } from '@inlang/paraglide-js';
import react from '@vitejs/plugin-react';
import { appTestProjects } from '@texbridge/scripts/vitest-isolation';
import { configDefaults, defineConfig } from 'vitest/config';
import { SITE_MESSAGES } from './ui-messages.ts';

export default defineConfig({
  // The UI catalogues compiled as the build compiles them (vite.config.ts), before any test imports them.
  plugins: [paraglideVitePlugin(SITE_MESSAGES), react()],
  test: {
    // findBy* waits up to 5 s and the login page pauses a real 3 s: a busy machine needs more than vitest's 5 s.
    testTimeout: 30_000,
    projects: [
      // One DOM and one module registry for most files; appTestProjects says which need their own.
      ...appTestProjects(import.meta.dirname, 'site', configDefaults.exclude),
      // The render server over real HTTP: no DOM and no request interception (MSW) in its way.
      { extends: true, test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] } },
    ],
  },
});
