import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SITE_MESSAGES } from './ui-messages.ts';

const COMPILED_RUNTIME = resolve(SITE_MESSAGES.outdir, 'runtime.js');
const STAND_IN = fileURLToPath(new URL('./src/config/messages-runtime.ts', import.meta.url));

/**
 * The browser's build takes src/config/messages-runtime.ts wherever the compiled Paraglide runtime is
 * imported (by the messages and by src/config/runtime.ts): the page's locale is set by the site itself, and
 * Paraglide's way of finding one is 1 KB of every first visit (docs/decisions.md). The server's build, the
 * dev server and the tests keep Paraglide's own runtime.
 */
export function browserMessageRuntime(): Plugin {
  return {
    name: 'texbridge-browser-message-runtime',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.endsWith('runtime.js')) return null;
      return resolve(dirname(importer), source) === COMPILED_RUNTIME ? STAND_IN : null;
    },
  };
}
