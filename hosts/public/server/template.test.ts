import { describe, expect, it } from 'vitest';
import { createTemplate, modulePreloads, type BuildManifest } from './template.ts';

const INDEX = `<!doctype html><html><head><title>TexBridge</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"></head>
<body><div id="root"></div></body></html>`;

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_vendor-b2.js'] },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-c3.js', imports: ['_vendor-b2.js', '_picture-d4.js'] },
  '_picture-d4.js': { file: 'assets/picture-d4.js', imports: ['_queries-e5.js'] },
  '_queries-e5.js': { file: 'assets/queries-e5.js', imports: ['_picture-d4.js'] },
};

describe('modulePreloads', () => {
  it("preloads a route's chunk and every chunk it imports, once each, but not what index.html loads", () => {
    expect(modulePreloads(MANIFEST, ['src/app/routes/home.tsx'], INDEX)).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/home-c3.js">',
        '<link rel="modulepreload" crossorigin href="/assets/picture-d4.js">',
        '<link rel="modulepreload" crossorigin href="/assets/queries-e5.js">',
      ].join(''),
    );
  });

  it('preloads nothing for a module the manifest does not know (dev mode has no manifest)', () => {
    expect(modulePreloads(MANIFEST, ['src/app/routes/gone.tsx'], INDEX)).toBe('');
    expect(modulePreloads({}, ['src/app/routes/home.tsx'], INDEX)).toBe('');
  });

  it("goes in the page's head when the build names no page code (dev mode)", () => {
    const page = createTemplate(INDEX, MANIFEST).page({
      status: 200,
      head: '<title>Home | TexBridge</title>',
      html: '<main></main>',
      state: '',
      modules: ['src/app/routes/home.tsx'],
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-c3.js">');
  });

  it("joins the page's code, inert until the page has painted (page-code-plugin.ts)", () => {
    const index = `<!doctype html><html><head><title>TexBridge</title>
<script type="module" crossorigin src="/assets/page-code-loader-f6.js"></script>
<template id="page-code" data-entry="/assets/index-a1.js"><link rel="modulepreload" crossorigin href="/assets/vendor-b2.js"></template></head>
<body><div id="root"></div></body></html>`;
    const page = createTemplate(index, MANIFEST).page({
      status: 200,
      // Content that looks like the template changes nothing: only the build's own markup is searched.
      head: '<title>Home | TexBridge</title>',
      html: '<main><template id="page-code"></template></main>',
      state: '',
      modules: ['src/app/routes/home.tsx'],
    });
    const code = /<template id="page-code"[^>]*>(.*?)<\/template>/.exec(page)![1];
    expect(code).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">' +
        modulePreloads(MANIFEST, ['src/app/routes/home.tsx'], index),
    );
    expect(page.slice(0, page.indexOf('<template'))).not.toContain('modulepreload');
    expect(page).toContain('<main><template id="page-code"></template></main>');
  });
});
