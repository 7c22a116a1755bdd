import { useSuspenseQuery } from '@tanstack/react-query';
import type { Contact } from '@texbridge/shared/resources/contacts';
import { contactsQueryOptions } from './get-contact.ts';

/**
 * The record the Contact Us page shows: the newest (the API lists newest first), or null when there is
 * none. Apart from get-contact.ts, which every page's first load carries, so that only this page has it.
 */
export const useContact = () =>
  useSuspenseQuery({ ...contactsQueryOptions(), select: (contacts): Contact | null => contacts[0] ?? null });
