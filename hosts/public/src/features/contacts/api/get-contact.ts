import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { contactReads } from '@texbridge/shared/resources/public-reads';
import type { Contact } from '@texbridge/shared/resources/contacts';
import type { AgencyDetails } from '../../../components/seo/organization-json-ld.ts';
import { resourceQueries } from '../../../lib/resource-queries.ts';
import { agencyDetails } from '../lib/contact-fields.ts';

const contacts = resourceQueries<Contact>(contactReads);

/** GET /contact. */
export const contactsQueryOptions = () => contacts.listQueryOptions();

/** The record the public page shows: the newest (the API lists newest first), or null when there is none. */
export const useContact = () =>
  useSuspenseQuery({ ...contactsQueryOptions(), select: (contacts): Contact | null => contacts[0] ?? null });

/**
 * The agency's head office (the record's first address) for the header, the footer and the menu, which
 * show no address of their own: undefined while loading and when there is no record. The root route's
 * loader has it loaded before any page shows (src/app/router.tsx).
 */
export const useHeadOffice = () =>
  useQuery({ ...contactsQueryOptions(), select: (contacts): string | undefined => contacts[0]?.add1.add1.trim() }).data;

/** The agency's details from the contact record the root route's loader put in `queryClient`, if any. */
export function loadedAgencyDetails(queryClient: QueryClient): AgencyDetails | undefined {
  const contact = queryClient.getQueryData(contactsQueryOptions().queryKey)?.[0];
  return contact && agencyDetails(contact);
}
