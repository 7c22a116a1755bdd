import { DEFAULT_LOCALE, LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
/** What the render function returns for one URL (src/entry-server.tsx). */
export interface RenderResult {
  /** The HTTP status: 200, or 404 for an unknown route or id. */
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The rendered app, for <div id="root">. */
  html: string;
  /** Scripts carrying the router's and the queries' state, already escaped for embedding. */
  state: string;
  /** The page's route modules (src/app/routes/…), as the build manifest names them. */
  modules?: string[];
  /** False for a page the browser never hydrates (a confirmation the server alone renders): no page code. */
  hydrate?: boolean;
  /** The page's language tag, for `<html lang>` (`en`, `zh-CN`); the template's own without it. */
  lang?: string;
}

/** The part of Vite's build manifest (dist/.vite/manifest.json) that says which chunks a module needs. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The chunks of `modules` and every chunk they import, as `<link rel="modulepreload">`: the browser
 * fetches the page's code alongside the entry, instead of after the entry has run and asked for it.
 * Chunks index.html already names are left out.
 */
export function modulePreloads(manifest: BuildManifest, modules: string[], indexHtml: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files]
    .filter((file) => !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

const ROOT = '<div id="root"></div>';
/**
 * Where the build names the page's code (page-code-plugin.ts), inert until the page has painted: the
 * route's chunks join it there. Without it (dev mode), they go in the head.
 */
const PAGE_CODE = /<template id="page-code"[^>]*>[^]*?(?=<\/template>)/;
/** The whole of it: without it the inline loader finds no code to load (src/page-code-loader.js). */
const PAGE_CODE_WHOLE = /\s*<template id="page-code"[^>]*>[^]*?<\/template>/;
const TITLE = /<title>[^<]*<\/title>\s*/;
const HTML_LANG = /<html lang="[^"]*"/;
const NOINDEX = '<meta name="robots" content="noindex" />';

/** Inserts `text` at `index` (by slicing: `$&` in content must not act as a replacement pattern). */
const insertAt = (html: string, index: number, text: string) => html.slice(0, index) + text + html.slice(index);

function indexOrThrow(html: string, marker: string) {
  const index = html.indexOf(marker);
  if (index < 0) throw new Error(`dist/index.html has no ${marker}: is it the client build's template?`);
  return index;
}

/**
 * The client build's index.html as the frame of every page: `page` fills it with one render, `shell`
 * is the client-rendered app for /login and /admin, kept out of search engines.
 */
export function createTemplate(indexHtml: string, manifest: BuildManifest = {}) {
  indexOrThrow(indexHtml, '</head>');
  indexOrThrow(indexHtml, ROOT);
  const withoutTitle = indexHtml.replace(TITLE, '');
  const shell = insertAt(indexHtml, indexHtml.indexOf('</head>'), `  ${NOINDEX}\n  `);

  const pageCodeEnd = (html: string) => {
    const code = PAGE_CODE.exec(html);
    return code ? code.index + code[0].length : html.indexOf('</head>');
  };
  // A route's chunks are the same on every render: worked out once per route.
  const preloads = new Map<string, string>();
  const preloadsOf = (modules: string[]) => {
    const key = modules.join('\n');
    let links = preloads.get(key);
    if (links === undefined) preloads.set(key, (links = modulePreloads(manifest, modules, indexHtml)));
    return links;
  };

  return {
    shell,
    page({ head, html, state, modules = [], hydrate = true, lang }: RenderResult): string {
      // The render's own <title> replaces the template's default one.
      let out = head.includes('<title') ? withoutTitle : indexHtml;
      // A tag is letters, digits and hyphens (BCP 47): nothing that could end the attribute.
      if (lang && /^[\w-]+$/.test(lang)) out = out.replace(HTML_LANG, `<html lang="${lang}"`);
      // Before any content goes in: only the template's own markup is searched.
      out = hydrate ? insertAt(out, pageCodeEnd(out), preloadsOf(modules)) : out.replace(PAGE_CODE_WHOLE, '');
      out = insertAt(out, out.indexOf(ROOT) + ROOT.length - '</div>'.length, html);
      // At the end of the body: tens of kB of data that would otherwise hold back what the head names
      // (the stylesheet, the first image's preload) and the page's markup. The app's module script runs
      // only once the document is parsed (module scripts are deferred), so the state exists by then.
      out = insertAt(out, indexOrThrow(out, '</body>'), state);
      return insertAt(out, out.indexOf('</head>'), head);
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A page of its own, for when the app cannot be rendered: never a stack trace, never a blank page. `locale`:
 * the language of the page asked for (its path's), whose words the caller gives.
 */
export function messagePage(siteName: string, heading: string, text: string, locale: Locale = DEFAULT_LOCALE): string {
  return `<!doctype html>
<html lang="${LOCALES[locale].tag}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${NOINDEX}
    <title>${escapeHtml(heading)} | ${escapeHtml(siteName)}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; color: #1f2a4d; background: #faf8f3; margin: 0">
    <main style="max-width: 40rem; padding: 3rem 1.5rem; margin: 0 auto">
      <p><a href="${localePath(locale, '/')}" style="color: inherit; font-weight: 600">${escapeHtml(siteName)}</a></p>
      <h1>${escapeHtml(heading)}</h1>
      <p>${escapeHtml(text)}</p>
    </main>
  </body>
</html>
`;
}
