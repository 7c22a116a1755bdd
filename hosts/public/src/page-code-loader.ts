/**
 * The only script a page starts with (page-code-plugin.ts). A server-rendered page is complete without
 * its code, so the code waits until the page has loaded and painted: on a phone's network the stylesheet,
 * the fonts and the first image get the bandwidth to themselves, and hydration's CPU comes after the
 * first paint instead of before it (issue 12). The client-rendered shell (/login, /admin) shows nothing
 * without its code: it starts at once.
 *
 * <template id="page-code"> names the code: its modulepreload links, inert there, and the entry. This
 * file imports nothing, so that it stays a few hundred bytes.
 */

/** src/app/ssr-state.ts's, repeated: importing it would bring the router into this file. */
const SSR_STATE_ID = 'ssr-state';

function start() {
  const code = document.getElementById('page-code') as HTMLTemplateElement | null;
  if (!code?.dataset.entry) return;
  // Live in <head>, the links fetch every chunk at once, not one import after another.
  for (const link of code.content.querySelectorAll('link')) document.head.append(link.cloneNode());
  // A missing entry (a release gone from nginx) leaves the server's page as it is, its links working.
  import(/* @vite-ignore */ code.dataset.entry).catch(() => {});
}

/**
 * `run` once the page has loaded (a module script runs before `load`) and the browser has shown its
 * first contentful paint: the paint-timing entry comes once the frame is on screen, where a frame's
 * callback comes before it is drawn. A hidden tab paints nothing, and a browser without paint timing
 * reports nothing: their code comes a few seconds after `load`.
 */
function afterLoadAndPaint(run: () => void) {
  addEventListener(
    'load',
    () => {
      const fallback = setTimeout(run, 3000);
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        clearTimeout(fallback);
        setTimeout(run);
      }).observe({ type: 'paint', buffered: true });
    },
    { once: true },
  );
}

if (document.getElementById(SSR_STATE_ID)) afterLoadAndPaint(start);
else start();

// A module (its own scope), as its <script type="module"> runs it.
export {};
