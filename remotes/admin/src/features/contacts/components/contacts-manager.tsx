import type { Contact } from '@texbridge/shared/resources/contacts';
import { contactCreate, contactUpdate } from '@texbridge/shared/resources/contacts';
import type { z } from 'zod';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import type { FieldSpec } from '../../../components/crud/form-fields.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { contactsResource } from '../api/contacts-resource.ts';
import { contactsColumns } from './contacts-columns.tsx';

// The form's values are the API's nested shape (add1: { addT1, add1 }, HR: { hrt, hre } …), minus QR,
// which is the uploaded image. docs/spec.md §5: address 1 is required on add and on edit.
const addSchema = contactCreate.omit({ QR: true });
const editSchema = contactUpdate.omit({ QR: true }).extend({ add1: contactCreate.shape.add1 });

const mapHint = 'The https link of an embedded map: the src of Google Maps’ “Embed a map” code.';

// docs/spec.md §5: phones are telephone inputs (kept as typed, + and all), e-mails e-mail inputs.
const fields: readonly FieldSpec<z.input<typeof addSchema>>[] = [
  { name: 'add1.addT1', label: 'Address 1 Title', kind: 'text', required: true, group: 'Addresses' },
  { name: 'add1.add1', label: 'Address 1', kind: 'textarea', rows: 2, required: true, group: 'Addresses' },
  { name: 'add2.addT2', label: 'Address 2 Title', kind: 'text', group: 'Addresses' },
  { name: 'add2.add2', label: 'Address 2', kind: 'textarea', rows: 2, group: 'Addresses' },
  { name: 'add3.addT3', label: 'Address 3 Title', kind: 'text', group: 'Addresses' },
  { name: 'add3.add3', label: 'Address 3', kind: 'textarea', rows: 2, group: 'Addresses' },
  { name: 'add4.addT4', label: 'Address 4 Title', kind: 'text', group: 'Addresses' },
  { name: 'add4.add4', label: 'Address 4', kind: 'textarea', rows: 2, group: 'Addresses' },
  { name: 'HR.hrt', label: 'HR Phone', kind: 'tel', group: 'Department desks' },
  { name: 'HR.hre', label: 'HR E-mail', kind: 'email', group: 'Department desks' },
  { name: 'bd.bdt', label: 'Business Development Phone', kind: 'tel', group: 'Department desks' },
  { name: 'bd.bde', label: 'Business Development E-mail', kind: 'email', group: 'Department desks' },
  { name: 'marketing.marketingT', label: 'Marketing Phone', kind: 'tel', group: 'Department desks' },
  { name: 'marketing.marketingE', label: 'Marketing E-mail', kind: 'email', group: 'Department desks' },
  { name: 'supplyChain', label: 'Supply Chain Management Phone', kind: 'tel', group: 'Department desks' },
  { name: 'rnd', label: 'Research & Development Phone', kind: 'tel', group: 'Department desks' },
  { name: 'commercial', label: 'Commercial Management Phone', kind: 'tel', group: 'Department desks' },
  { name: 'map', label: 'Map Embed Link', kind: 'text', hint: mapHint },
];

const values = (row?: Contact) => ({
  add1: { addT1: row?.add1.addT1 ?? '', add1: row?.add1.add1 ?? '' },
  add2: { addT2: row?.add2?.addT2 ?? '', add2: row?.add2?.add2 ?? '' },
  add3: { addT3: row?.add3?.addT3 ?? '', add3: row?.add3?.add3 ?? '' },
  add4: { addT4: row?.add4?.addT4 ?? '', add4: row?.add4?.add4 ?? '' },
  HR: { hrt: row?.HR?.hrt ?? '', hre: row?.HR?.hre ?? '' },
  bd: { bdt: row?.bd?.bdt ?? '', bde: row?.bd?.bde ?? '' },
  marketing: { marketingT: row?.marketing?.marketingT ?? '', marketingE: row?.marketing?.marketingE ?? '' },
  supplyChain: row?.supplyChain ?? '',
  rnd: row?.rnd ?? '',
  commercial: row?.commercial ?? '',
  map: row?.map ?? '',
});

/** An optional address left empty is not sent at all. */
const filled = <T extends object>(address: T | undefined) =>
  address && Object.values(address).some(Boolean) ? address : undefined;

const addContact = describeForm({
  title: 'Add Contact',
  schema: addSchema,
  fields,
  defaults: () => values(),
  image: { label: 'QR Code', hint: 'The QR image must be clear.', required: true },
  toBody: ({ add2, add3, add4, ...rest }, imageUrl) => ({
    ...rest,
    add2: filled(add2),
    add3: filled(add3),
    add4: filled(add4),
    QR: imageUrl ?? '',
  }),
});

// PUT sends every field: an address emptied here is sent blank, which clears it (omitting it would keep it).
const editContact = describeForm({
  title: 'Update Contact',
  schema: editSchema,
  fields,
  defaults: (row: Contact | undefined) => values(row),
  toBody: (checked) => checked,
});

export function ContactsManager() {
  return (
    <CrudManager
      resource={contactsResource}
      screen={adminScreens.contact}
      intro="The addresses, desks, map and WeChat QR code of the public Contact Us page, newest first."
      columns={contactsColumns}
      rowName={(row) => row.add1.addT1}
      add={{ label: 'Add Contact', form: addContact }}
      edit={editContact}
      confirmDelete="Are You Sure to Delete That Contact ?"
    />
  );
}
