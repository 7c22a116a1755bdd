import type { Contact } from '@texbridge/shared/resources/contacts';

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

/** schema.org Organization with the head office and each desk's phone and e-mail. */
export const contactJsonLd = (contact: Contact, name: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name,
  address: contact.add1.add1,
  contactPoint: contactDepartments(contact).flatMap(({ name: desk, phone, email }) =>
    phone?.trim()
      ? [
          {
            '@type': 'ContactPoint',
            contactType: desk,
            telephone: phone.trim(),
            ...(email?.trim() ? { email: email.trim() } : {}),
          },
        ]
      : [],
  ),
});
