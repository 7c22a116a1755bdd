import type { Contact } from '@texbridge/shared/resources/contacts';
import type { AgencyDetails } from '../../../components/seo/organization-json-ld.ts';

export interface ContactAddress {
  title: string | undefined;
  text: string | undefined;
}

export interface ContactDepartment {
  name: string;
  phone: string | undefined;
  email?: string | undefined;
}

/** add1..add4 as title and text; add2-add4 may be absent or blank. */
export const contactAddresses = (contact: Contact): ContactAddress[] => [
  { title: contact.add1.addT1, text: contact.add1.add1 },
  { title: contact.add2?.addT2, text: contact.add2?.add2 },
  { title: contact.add3?.addT3, text: contact.add3?.add3 },
  { title: contact.add4?.addT4, text: contact.add4?.add4 },
];

/** docs/spec.md §2: three desks with phone and e-mail, three with phone only. */
export const contactDepartments = (contact: Contact): ContactDepartment[] => [
  { name: 'HR', phone: contact.HR?.hrt, email: contact.HR?.hre },
  { name: 'Business Development', phone: contact.bd?.bdt, email: contact.bd?.bde },
  { name: 'Marketing', phone: contact.marketing?.marketingT, email: contact.marketing?.marketingE },
  { name: 'Supply Chain Management', phone: contact.supplyChain },
  { name: 'Research and Development', phone: contact.rnd },
  { name: 'Commercial Management', phone: contact.commercial },
];

/** The agency's head office and desks for its schema.org Organization (components/seo/organization-json-ld.ts). */
export const agencyDetails = (contact: Contact): AgencyDetails => ({
  address: contact.add1.add1.trim(),
  contactPoint: contactDepartments(contact).flatMap(({ name: desk, phone, email }) =>
    phone?.trim()
      ? [
          {
            '@type': 'ContactPoint' as const,
            contactType: desk,
            telephone: phone.trim(),
            ...(email?.trim() ? { email: email.trim() } : {}),
          },
        ]
      : [],
  ),
});
