/**
 * The only script a page starts with, written into every page by page-code-plugin.ts as an inline
 * module, verbatim from this comment's end: the site's CSP (deploy/nginx/public.conf.template) allows
 * it by its SHA-256, and a page needs no request before its code can start (docs/performance.md). So this file is
 * browser-ready JavaScript that no build step rewrites, and it has no comments below this one: they
 * would be sent with every page.
 *
 * A server-rendered page is complete without its code, so the code waits until the page has loaded and
 * painted: on a phone's network the stylesheet, the fonts and the first image get the bandwidth to
 * themselves, and hydration's CPU comes after the first paint instead of before it. The client-rendered
 * shell (/login, /admin) shows nothing without its code: it starts at once.
 *
 * <template id="page-code"> names the code: its modulepreload links, inert there, and the entry. Made
 * live in <head>, the links fetch every chunk at once, not one import after another. A missing entry
 * (a release gone from nginx) leaves the server's page as it is, its links working.
 *
 * The code starts once the page has loaded (a module script runs before `load`) and the browser has
 * shown its first contentful paint: the paint-timing entry comes once the frame is on screen, where a
 * frame's callback comes before it is drawn. A hidden tab paints nothing, and a browser without paint
 * timing reports nothing: their code comes a few seconds after `load`. `ssr-state` is
 * src/app/ssr-state.ts's SSR_STATE_ID: a server-rendered page carries it.
 */
const start = () => {
  const code = document.getElementById('page-code');
  if (!code?.dataset.entry) return;
  for (const link of code.content.querySelectorAll('link')) document.head.append(link.cloneNode());
  import(code.dataset.entry).catch(() => {});
};

if (document.getElementById('ssr-state')) {
  addEventListener(
    'load',
    () => {
      const fallback = setTimeout(start, 3000);
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        clearTimeout(fallback);
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    },
    { once: true },
  );
} else {
  start();
}
