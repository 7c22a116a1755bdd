import { useSuspenseQuery } from '@tanstack/react-query';
import { contactsResource, type Contact } from '@texbridge/shared/resources/contacts';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const contacts = resourceQueries(contactsResource);

/** GET /contact. */
export const contactsQueryOptions = () => contacts.listQueryOptions();

/** The record the public page shows: the newest (the API lists newest first), or null when there is none. */
export const useContact = () =>
  useSuspenseQuery({ ...contactsQueryOptions(), select: (contacts): Contact | null => contacts[0] ?? null });
