import { inlineLoader } from '../page-code-plugin.ts';
import loaderSource from './page-code-loader.js?raw';
import { SSR_STATE_ID } from './app/ssr-state.ts';

/**
 * The loader, as every page carries it inline, in a document as the build and the render server write
 * it. jsdom paints nothing, so the browser's paint-timing report is played by hand here;
 * tests/e2e/lean-requests.spec.ts checks the order of paint and code in Chromium.
 */
const CODE =
  '<template id="page-code" data-entry="/assets/missing-entry.js">' +
  '<link rel="modulepreload" href="/assets/vendor.js"><link rel="modulepreload" href="/assets/home.js"></template>';

let reportPaint: ((name: string) => void) | undefined;
class FakePaintObserver {
  constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
  observe() {
    reportPaint = (name) =>
      this.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{}] : []) }, this);
  }
  disconnect() {
    reportPaint = undefined;
  }
}

/** The chunks the loader has made live: modulepreload links in <head>, outside the template. */
const liveChunks = () =>
  Array.from(document.head.querySelectorAll(':scope > link[rel="modulepreload"]'), (link) => link.getAttribute('href'));

function runLoader({ serverRendered }: { serverRendered: boolean }) {
  document.head.innerHTML = CODE;
  document.body.innerHTML = serverRendered ? `<script id="${SSR_STATE_ID}" type="application/json">{}</script>` : '';
  // A module script's scope is its own: so is a function's.
  new Function(inlineLoader(loaderSource))();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  reportPaint = undefined;
});

it('starts the client-rendered shell (/login, /admin) at once', async () => {
  runLoader({ serverRendered: false });
  expect(liveChunks()).toEqual(['/assets/vendor.js', '/assets/home.js']);
});

it("starts a server-rendered page's code only once the page has loaded and shown its first contentful paint", async () => {
  runLoader({ serverRendered: true });
  reportPaint?.('first-contentful-paint'); // no observer before `load`
  expect(liveChunks()).toEqual([]);

  window.dispatchEvent(new Event('load'));
  reportPaint!('first-paint'); // a blank frame is not the page on screen
  await vi.advanceTimersByTimeAsync(10);
  expect(liveChunks()).toEqual([]);

  reportPaint!('first-contentful-paint');
  expect(liveChunks()).toEqual([]); // in a task after the paint's report
  await vi.advanceTimersByTimeAsync(0);
  expect(liveChunks()).toEqual(['/assets/vendor.js', '/assets/home.js']);
  // Once: the fallback timer does not start it again.
  await vi.advanceTimersByTimeAsync(5000);
  expect(liveChunks()).toHaveLength(2);
});

it('starts it a few seconds after `load` where no paint is reported (a hidden tab)', async () => {
  runLoader({ serverRendered: true });
  window.dispatchEvent(new Event('load'));
  await vi.advanceTimersByTimeAsync(2900);
  expect(liveChunks()).toEqual([]);
  await vi.advanceTimersByTimeAsync(200);
  expect(liveChunks()).toEqual(['/assets/vendor.js', '/assets/home.js']);
});
