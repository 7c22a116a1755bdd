import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const LOADER = new URL('./src/page-code-loader.js', import.meta.url);
/** The file's header, its one doc comment, which pages need not carry. */
const LOADER_HEADER = /^\/\*\*[^]*?\*\/\n/;
/** The tags Vite writes for the entry: its module script and the modulepreloads of what it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** src/page-code-loader.js's `source` as every page carries it inline: without its header. */
export function inlineLoader(source: string): string {
  if (!LOADER_HEADER.test(source)) throw new Error('src/page-code-loader.js: no doc comment first');
  return source.replace(LOADER_HEADER, '').trim();
}

export const pageCodeLoader = () => inlineLoader(readFileSync(LOADER, 'utf8'));

/** The CSP source that allows the inline loader, as deploy/nginx/public.conf.template must name it. */
export const pageCodeLoaderCspSource = (script = pageCodeLoader()) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * A page starts with src/page-code-loader.js alone, inline: the app's entry and its modulepreloads move
 * into an inert <template id="page-code">, which the loader makes live once the page has loaded and
 * painted (docs/performance.md). Inline, the loader costs no request, and `load`, which it waits for, does not wait
 * for it. In dev, index.html keeps Vite's entry script as it is.
 */
export function deferPageCode(): Plugin {
  return {
    name: 'texbridge-defer-page-code',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('index.html: no entry script to defer');
        const preloads = (html.match(MODULE_PRELOAD) ?? []).map((tag) => tag.trim());
        const code =
          `<script type="module">${pageCodeLoader()}</script>\n` +
          `    <template id="page-code" data-entry="${entry[1]}">${preloads.join('')}</template>\n  `;
        // A function, so that no `$` in the loader is read as a replacement pattern.
        return html
          .replace(entry[0], '')
          .replace(MODULE_PRELOAD, '')
          .replace('</head>', () => `  ${code}</head>`);
      },
    },
  };
}
