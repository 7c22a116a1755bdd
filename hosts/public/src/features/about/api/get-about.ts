import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { aboutReads } from '@texbridge/shared/resources/public-reads';
import type { About } from '@texbridge/shared/resources/about';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const about = resourceQueries<About>(aboutReads);

/** GET /about-us. */
export const aboutQueryOptions = () => about.listQueryOptions();

/** The About page: loaded by its route loader before display. */
export const useAbout = () => useSuspenseQuery(aboutQueryOptions());

/** The home page's short about: loads on its own and never blocks the page. */
export const useAboutPreview = () => useQuery(aboutQueryOptions());
