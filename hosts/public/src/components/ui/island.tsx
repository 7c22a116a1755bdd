import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import type { Handover } from './island-handover.ts';

interface IslandOptions {
  /** How far ahead of the viewport its code starts loading, so it is live before it is reached. */
  rootMargin?: string;
  /** Classes of the island's own element (a `div`), e.g. to hide it where it does not apply. */
  className?: string;
  /**
   * Whether its code loads as it nears the viewport or gets focus (the default). `false` for markup with
   * nothing to hydrate (plain links, no state): the server's HTML stays for good, and only a page the
   * browser renders itself loads the code.
   */
  wakes?: boolean;
}

const islandLoaders: (() => Promise<unknown>)[] = [];

/**
 * Loads the code of every island defined so far, and of the islands that code defines in turn (the
 * footer's enquiry form is an island inside the footer's). The server calls it before rendering (after
 * the route's own module has loaded, which defines the page's islands): an island that suspended while
 * rendering would be streamed out of order, as a template and an inline script.
 */
export async function loadIslands(from = 0) {
  for (let loaded = from; loaded < islandLoaders.length;) {
    const next = islandLoaders.slice(loaded);
    loaded = islandLoaders.length;
    await Promise.all(next.map((load) => load()));
  }
}

/**
 * A part of the page whose code is not in the first load (docs/performance.md). The server renders it as usual. A
 * browser hydrating that HTML leaves it as it is — React does not look inside `dangerouslySetInnerHTML`,
 * and the island hands it the very HTML the server sent — and only when the island comes within
 * `rootMargin` of the viewport, or something in it gets focus, loads its code and puts the live
 * component in its place (the same markup, now with its handlers), with what the visitor had typed in
 * it and focus where it was. Rendered after hydration (an in-app
 * move to a page), the component is rendered at once, suspending until its code has loaded. The server
 * has every island's code before it renders (`loadIslands`).
 *
 * `id` names the island in the page, so it must be unique among islands. The static HTML keeps working
 * meanwhile: its links are plain links. Hidden islands (`display: none`, e.g. the desktop menu on a
 * phone) never intersect, so their code is never loaded there.
 */
export function island<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
  { rootMargin = '600px', className, wakes = true }: IslandOptions = {},
) {
  let loaded: Promise<ComponentType<P>> | undefined;
  let Resolved: ComponentType<P> | undefined;
  // Done when the islands its code defines are loaded too: a live island whose inner island still
  // suspended would show nothing there for a moment, shifting the page and losing what was typed in it.
  const preload = () => {
    const defined = islandLoaders.length;
    return (loaded ??= load().then((component) => loadIslands(defined).then(() => (Resolved = component))));
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  islandLoaders.push(preload);
  const selector = `[data-island="${id}"]`;

  function Island(props: P) {
    const hydrated = useHydrated();
    // Read once, as hydration renders it: later renders of a still static island must hand React the same HTML.
    const [serverHtml] = useState(() =>
      hydrated || typeof document === 'undefined' ? undefined : document.querySelector(selector)?.innerHTML,
    );
    const [Live, setLive] = useState<ComponentType<P>>();
    const staticRef = useRef<HTMLDivElement>(null);
    const liveRef = useRef<HTMLDivElement>(null);
    const handover = useRef<Handover>(undefined);

    useEffect(() => {
      const element = staticRef.current;
      if (!wakes || serverHtml === undefined || !element) return;
      let cancelled = false;
      const wake = () => {
        observer.disconnect();
        element.removeEventListener('focusin', wake);
        // The hand-over's code comes with the island's, when it is needed at all.
        void Promise.all([preload(), import('./island-handover.ts')]).then(([component, { takeHandover }]) => {
          if (cancelled) return;
          // Read and replaced in one go: nothing typed in between is lost.
          handover.current = takeHandover(element);
          flushSync(() => setLive(() => component));
        });
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
        rootMargin,
      });
      observer.observe(element);
      element.addEventListener('focusin', wake);
      return () => {
        cancelled = true;
        observer.disconnect();
        element.removeEventListener('focusin', wake);
      };
    }, [serverHtml]);

    // What the visitor typed into the server's HTML, and where focus was, before the paint that shows the live one.
    useLayoutEffect(() => {
      if (!Live || !handover.current || !liveRef.current) return;
      handover.current.applyTo(liveRef.current);
      handover.current = undefined;
    }, [Live]);

    if (Live) {
      return (
        <div key="live" ref={liveRef} data-island={id} className={className}>
          <Live {...props} />
        </div>
      );
    }
    if (serverHtml !== undefined) {
      return (
        <div
          key="static"
          ref={staticRef}
          data-island={id}
          className={className}
          dangerouslySetInnerHTML={{ __html: serverHtml }}
        />
      );
    }
    return (
      <div key="live" data-island={id} className={className}>
        {Resolved ? (
          <Resolved {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  // For React's developer tools; a production build leaves it out (the first load's JS is at its cap).
  if (import.meta.env.DEV) Island.displayName = `Island(${id})`;
  /** Starts loading the code, e.g. from the loader of a route that shows the island. */
  Island.preload = preload;
  return Island;
}
