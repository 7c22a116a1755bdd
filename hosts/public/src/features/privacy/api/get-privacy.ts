import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Privacy } from '@texbridge/shared/resources/privacy';
import { api } from '../../../config/runtime.ts';

export const getPrivacy = () => api().get<Privacy[]>('/privacy');

export const privacyQueryOptions = () => queryOptions({ queryKey: ['privacy'], queryFn: getPrivacy });

/** The home page's privacy section: loads on its own and never blocks the page. */
export const usePrivacy = () => useQuery(privacyQueryOptions());
