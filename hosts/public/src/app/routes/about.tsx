import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { paths } from '../../config/paths.ts';
import { aboutQueryOptions, useAbout } from '../../features/about/api/get-about.ts';
import { AboutRows } from '../../features/about/components/about-rows.tsx';
import { m } from '../../paraglide/messages.js';

/** @routeLoader */
export const clientLoader = (queryClient: QueryClient) => () => queryClient.ensureQueryData(aboutQueryOptions());

export default function AboutRoute() {
  const { data: sections } = useAbout();
  return (
    <>
      <Seo title={m.nav_about()} description={m.page_about_description()} />
      <PageBanner title={m.nav_about()}>
        <p>Sourcing fibre, yarn, fabrics, dyes &amp; chemicals, and garments from Dhaka.</p>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-6 py-16 sm:py-24">
        {sections.length === 0 ? (
          <p className="mx-auto max-w-2xl text-center text-lg text-charcoal-700">
            Our story is being written. In the meantime, please{' '}
            <Link to={paths.contact.getHref()} className="font-medium text-indigo-800 underline hover:text-madder-600">
              contact us
            </Link>{' '}
            to talk to the team.
          </p>
        ) : (
          <AboutRows sections={sections} />
        )}
      </div>
    </>
  );
}
