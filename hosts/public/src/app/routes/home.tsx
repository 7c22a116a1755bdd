import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { Seo } from '../../components/seo/seo.tsx';
import { island } from '../../components/ui/island.tsx';
import { assetUrl, siteName } from '../../config/runtime.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { m } from '../../paraglide/messages.js';
import { slidersQueryOptions, useSliders } from '../../features/sliders/api/get-sliders.ts';
import { SliderCarousel } from '../../features/sliders/components/slider-carousel.tsx';

const loadSections = () => import('./home-sections.tsx');

/**
 * Everything below the slider: its code loads as a visitor scrolls to it (docs/performance.md). On a phone the
 * first section's top edge shows under the slider, to be read, not used: the sections go live once they
 * reach the upper three quarters of the screen.
 */
const HomeSections = island('home-sections', () => loadSections().then((module) => module.HomeSections), {
  rootMargin: '0px 0px -25% 0px',
});

/** Only when the slider could not be loaded. */
const SectionError = lazy(() => import('./section-error.tsx').then((module) => ({ default: module.SectionError })));

/**
 * docs/spec.md §2: the spinner shows until the sliders load. The sections' requests start alongside
 * (from their own module, which this page's first load does not carry); they never hold the page, and a
 * failed slider request leaves the slider out rather than taking the page down.
 * @routeLoader
 */
export const clientLoader = (queryClient: QueryClient) => async () => {
  const sections = loadSections().then((module) => module.prefetchHomeSections(queryClient));
  await Promise.all([queryClient.ensureQueryData(slidersQueryOptions()).catch(() => undefined), sections]);
  return null;
};

export default function HomeRoute() {
  const sliders = useSliders();
  // Only a move to Home by a link inside the app: the server's page arrives at the top, and its code comes
  // after the first paint, when a visitor may already be reading further down (docs/performance.md). Back and
  // forward (POP) are <ScrollRestoration>'s: they return to where the visitor was, as browsers do.
  const hydrated = useHydrated();
  const byLink = useNavigationType() !== 'POP';
  const [enteredByLink] = useState(hydrated && byLink);

  useEffect(() => {
    if (enteredByLink) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [enteredByLink]);

  return (
    <>
      <Seo
        title={m.nav_home()}
        // The agency's own description: its Organization, in every page's head, says the same.
        description={m.seo_organization()}
        // Link previews of the home page show its first slide.
        image={sliders.data?.[0] ? assetUrl(sliders.data[0].sliderImage) : undefined}
      />
      <h1 className="sr-only">{siteName()}: textile sourcing from Dhaka</h1>
      {sliders.data && sliders.data.length > 0 && <SliderCarousel slides={sliders.data} />}
      {sliders.isError && (
        <Suspense fallback={null}>
          <SectionError noun="highlights" query={sliders} className="mx-auto max-w-6xl px-6 pt-10" />
        </Suspense>
      )}
      <HomeSections />
    </>
  );
}
