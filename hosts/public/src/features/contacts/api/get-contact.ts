import { useSuspenseQuery } from '@tanstack/react-query';
import { contactReads } from '@texbridge/shared/resources/public-reads';
import type { Contact } from '@texbridge/shared/resources/contacts';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const contacts = resourceQueries<Contact>(contactReads);

/** GET /contact. */
export const contactsQueryOptions = () => contacts.listQueryOptions();

/** The record the public page shows: the newest (the API lists newest first), or null when there is none. */
export const useContact = () =>
  useSuspenseQuery({ ...contactsQueryOptions(), select: (contacts): Contact | null => contacts[0] ?? null });
