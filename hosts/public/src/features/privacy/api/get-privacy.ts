import { useQuery } from '@tanstack/react-query';
import { privacyResource } from '@texbridge/shared/resources/privacy';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const privacy = resourceQueries(privacyResource);

/** GET /privacy. */
export const privacyQueryOptions = () => privacy.listQueryOptions();

/** The home page's privacy section: loads on its own and never blocks the page. */
export const usePrivacy = () => useQuery(privacyQueryOptions());
