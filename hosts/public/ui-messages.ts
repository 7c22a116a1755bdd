import type { CompilerOptions } from '@inlang/paraglide-js';
import { fileURLToPath } from 'node:url';

/**
 * How the site compiles the UI catalogues of shared/messages (docs/adding-a-language.md, "The site"): a module
 * per message, so that a page's chunks carry only the messages its code calls (docs/decisions.md), in
 * src/paraglide (generated, ignored by git). No strategy of Paraglide's finds the locale: the page's address
 * says it, and src/config/runtime.ts hands it to Paraglide (`overwriteGetLocale`), per render on the server.
 * vite.config.ts, vitest.config.ts and compile-messages.ts compile with these options alike.
 */
export const SITE_MESSAGES = {
  project: fileURLToPath(new URL('../../shared/project.inlang', import.meta.url)),
  outdir: fileURLToPath(new URL('./src/paraglide', import.meta.url)),
  // Paraglide's default in development is one module per locale: the dev server, the tests and the build
  // then compile the same files, and none of them rewrites what another just wrote.
  outputStructure: 'message-modules',
  strategy: ['baseLocale'],
  // The browser's build leaves out the runtime's server-side branches.
  isServer: 'import.meta.env.SSR',
  emitReadme: false,
} satisfies CompilerOptions;
