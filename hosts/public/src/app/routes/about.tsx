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
        <p>{m.about_tagline()}</p>
      </PageBanner>
      <div className="mx-auto max-w-6xl px-6 py-16 sm:py-24">
        {sections.length === 0 ? <NoStoryYet /> : <AboutRows sections={sections} />}
      </div>
    </>
  );
}

/** The sentence whole in each language, its link where that language puts it (docs/adding-a-language.md). */
function NoStoryYet() {
  const [before, after] = m.about_empty({ link: LINK }).split(LINK);
  return (
    <p className="mx-auto max-w-2xl text-center text-lg text-charcoal-700">
      {before}
      <Link to={paths.contact.getHref()} className="font-medium text-indigo-800 underline hover:text-madder-600">
        {m.about_empty_link()}
      </Link>
      {after}
    </p>
  );
}

/** Where the link goes in the sentence: a character no sentence has. */
const LINK = '\u0000';
