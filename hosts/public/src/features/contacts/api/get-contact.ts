import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Contact } from '@texbridge/shared/resources/contacts';
import { api } from '../../../config/runtime.ts';

export const getContacts = () => api().get<Contact[]>('/contact');

export const contactsQueryOptions = () => queryOptions({ queryKey: ['contacts'], queryFn: getContacts });

/** The record the public page shows: the newest (the API lists newest first), or null when there is none. */
export const useContact = () =>
  useSuspenseQuery({ ...contactsQueryOptions(), select: (contacts): Contact | null => contacts[0] ?? null });
