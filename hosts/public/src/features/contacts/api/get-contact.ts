import { useQueryClient } from '@tanstack/react-query';
import { contactReads } from '@texbridge/shared/resources/public-reads';
import type { Contact } from '@texbridge/shared/resources/contacts';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const contacts = resourceQueries<Contact>(contactReads);

/** GET /contact. The root route's loader loads it for every page (src/app/router.tsx). */
export const contactsQueryOptions = () => contacts.listQueryOptions();

/**
 * The agency's head office (the record's first address) for the header, the footer and the menu, which
 * show no address of their own; undefined when there is no record or it could not be read. Read from the
 * cache the root route's loader filled, as the server rendered it: no request and no subscription of its
 * own (first-load JS, docs/performance.md), so a change shows with the next page load.
 */
export const useHeadOffice = () => useQueryClient().getQueryData(contactsQueryOptions().queryKey)?.[0]?.add1.add1;

/**
 * The contact record's WhatsApp desk (its `whatsapp`), read as `useHeadOffice` reads: the one number the
 * footer lists for WhatsApp and the product pages' "WhatsApp us about it" writes to.
 */
export const useWhatsAppNumber = () => useQueryClient().getQueryData(contactsQueryOptions().queryKey)?.[0]?.whatsapp;
