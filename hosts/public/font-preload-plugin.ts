import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Preloads the font files the first paint uses (the build's assets whose names match `patterns`), so the
 * browser fetches them alongside the stylesheet instead of after it has laid out the page (docs/performance.md).
 * The @font-face rules keep `font-display: swap`; the other subsets stay on demand (their unicode-range).
 * A pattern that matches no asset fails the build: a renamed font file would otherwise drop its preload silently.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  let base = '/';
  return {
    name: 'texbridge-preload-fonts',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = Object.keys(bundle).filter((file) => file.endsWith('.woff2'));
        return patterns.map((pattern): HtmlTagDescriptor => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`No font file in the build matches ${pattern}: ${files.join(', ')}`);
          return {
            tag: 'link',
            // crossorigin: fonts are fetched in CORS mode, and a preload without it is not reused.
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
