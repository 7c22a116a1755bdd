import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import type { EnquiryFormVariant } from './enquiry-field.tsx';
import type { EnquiryForm as Form } from './enquiry-form.tsx';

type FormModule = { EnquiryForm: typeof Form };
// A render with no window is the server's, in the SSR build or in a test.
const onServer = import.meta.env.SSR || typeof window === 'undefined';

let want: () => void = () => {};
const wanted = new Promise<void>((resolve) => (want = resolve));
let loaded: FormModule | undefined;
// One import() site: each carries the chunk's list of dependencies to preload.
const importForm = () => import('./enquiry-form.tsx');

/**
 * For the route's loader: the server renders the form whole, so its code must be there before the render
 * starts. A render that suspended on it would stream the form after the page, hidden until a script
 * swapped it in, and a visitor without JavaScript would not see it. Nothing to do in a browser.
 */
export async function loadEnquiryFormOnServer() {
  if (onServer) loaded ??= await importForm();
}

// React.lazy reads a thenable that calls back at once as settled.
const answered = <T,>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * In the browser the form's code waits until the form nears the viewport: until then React keeps the
 * server's HTML in place, unhydrated (its button stays disabled), so a first visit that never scrolls to
 * the form does not download it.
 */
const EnquiryForm = lazy(() => {
  const ready = loaded;
  // Already loaded (the server, after loadEnquiryFormOnServer): a thenable that answers at once, so the
  // render does not suspend.
  if (ready) return answered({ default: ready.EnquiryForm });
  return (onServer ? Promise.resolve() : wanted).then(importForm).then((module) => ({ default: module.EnquiryForm }));
});

interface DeferredEnquiryFormProps {
  labelledBy: string;
  variant?: EnquiryFormVariant;
  /** How far ahead of the viewport to start loading, so the form is ready when reached. */
  rootMargin?: string;
}

/**
 * The enquiry form where it is part of the page's own HTML (Contact Us), hydrated when it comes within
 * `rootMargin` of the viewport. Memoised: an update reaching a boundary that is still waiting for its code
 * would make React drop the server's HTML and render the fallback instead.
 */
export const DeferredEnquiryForm = memo(function DeferredEnquiryForm({
  labelledBy,
  variant,
  rootMargin = '600px',
}: DeferredEnquiryFormProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return want();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);
  return (
    <div ref={ref}>
      {/* Only a page the browser renders itself (a client-side visit) shows this, for as long as the code takes. */}
      <Suspense fallback={<div className="min-h-[30rem]" aria-busy="true" />}>
        <EnquiryForm labelledBy={labelledBy} {...(variant ? { variant } : {})} />
      </Suspense>
    </div>
  );
});
