import type { QueryClient } from '@tanstack/react-query';
import type { AgencyDetails } from '../../../components/seo/organization-json-ld.ts';
import { contactsQueryOptions } from '../api/get-contact.ts';
import { agencyDetails } from './contact-fields.ts';

/**
 * The agency's details from the contact record the root route's loader put in `queryClient`, if any: for
 * the server's Organization JSON-LD (src/entry-server.tsx), so no page's browser code carries them.
 */
export function loadedAgencyDetails(queryClient: QueryClient): AgencyDetails | undefined {
  const contact = queryClient.getQueryData(contactsQueryOptions().queryKey)?.[0];
  return contact && agencyDetails(contact);
}
