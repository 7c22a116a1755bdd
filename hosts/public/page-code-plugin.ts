import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOADER = fileURLToPath(new URL('./src/page-code-loader.ts', import.meta.url));
const LOADER_NAME = 'page-code-loader';
/** The tags Vite writes for the entry: its module script and the modulepreloads of what it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A page starts with src/page-code-loader.ts alone: the app's entry and its modulepreloads move into an
 * inert <template id="page-code">, which the loader makes live once the page has loaded and painted
 * (issue 12). In dev, index.html keeps Vite's entry script as it is.
 */
export function deferPageCode(): Plugin {
  let base = '/';
  return {
    name: 'texbridge-defer-page-code',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved: (config) => void (base = config.base),
    buildStart() {
      this.emitFile({ type: 'chunk', id: LOADER, name: LOADER_NAME });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const loader = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === LOADER_NAME);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!loader || !entry) throw new Error('index.html: no entry script or no page-code loader to defer it with');
        const preloads = (html.match(MODULE_PRELOAD) ?? []).map((tag) => tag.trim());
        const code =
          `<script type="module" fetchpriority="low" crossorigin src="${base}${loader.fileName}"></script>\n` +
          `    <template id="page-code" data-entry="${entry[1]}">${preloads.join('')}</template>\n  `;
        return html.replace(entry[0], '').replace(MODULE_PRELOAD, '').replace('</head>', `  ${code}</head>`);
      },
    },
  };
}
