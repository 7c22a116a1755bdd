import { useQuery } from '@tanstack/react-query';
import { privacyReads } from '@texbridge/shared/resources/public-reads';
import type { Privacy } from '@texbridge/shared/resources/privacy';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const privacy = resourceQueries<Privacy>(privacyReads);

/** GET /privacy. */
export const privacyQueryOptions = () => privacy.listQueryOptions();

/** The home page's privacy section: loads on its own and never blocks the page. */
export const usePrivacy = () => useQuery(privacyQueryOptions());
