import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { About } from '@texbridge/shared/resources/about';
import { api } from '../../../config/runtime.ts';

export const getAbout = () => api().get<About[]>('/about-us');

export const aboutQueryOptions = () => queryOptions({ queryKey: ['about'], queryFn: getAbout });

/** The About page: loaded by its route loader before display. */
export const useAbout = () => useSuspenseQuery(aboutQueryOptions());

/** The home page's short about: loads on its own and never blocks the page. */
export const useAboutPreview = () => useQuery(aboutQueryOptions());
