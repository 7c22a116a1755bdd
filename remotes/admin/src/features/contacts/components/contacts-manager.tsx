import {
  contactCreate,
  contactFields,
  contactUpdate,
  type Contact,
  type ContactCreate,
  type ContactUpdate,
} from '@texbridge/shared/resources/contacts';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { contactsResource } from '../api/contacts-resource.ts';

// The forms and columns come from the fields declared in shared/src/resources/contacts.ts: the form's
// values are the API's nested shape (add1: { addT1, add1 }, HR: { hrt, hre } …), minus QR, the upload.
const addContact = declaredForm<Contact, ContactCreate>('create', {
  title: 'Add Contact',
  fields: contactFields,
  body: contactCreate,
});
// PUT sends every field: an address emptied here is sent blank, which clears it. docs/spec.md §7's edit
// sends no QR; the API takes a new one, which this form does not offer.
const editContact = declaredForm<Contact, ContactUpdate>('edit', {
  title: 'Update Contact',
  fields: contactFields,
  body: contactUpdate,
  omit: ['QR'],
});
// Thirteen columns: cells keep their width (no wrapping into slivers) and the table scrolls sideways
// inside its container on small screens (ResourceTable's overflow-x-auto).
const columns = declaredColumns<Contact>(contactFields);

export function ContactsManager() {
  return (
    <CrudManager
      resource={contactsResource}
      screen={adminScreens.contact}
      intro="The addresses, desks, map and WeChat QR code of the public Contact Us page, newest first."
      columns={columns}
      rowName={(row) => row.add1.addT1}
      add={{ label: 'Add Contact', form: addContact }}
      edit={editContact}
      confirmDelete="Are You Sure to Delete That Contact ?"
    />
  );
}
