import type { Privacy } from '@texbridge/shared/resources/privacy';
import { privacyCreate, privacyUpdate } from '@texbridge/shared/resources/privacy';
import { textColumn, type Column } from '../../../components/crud/columns.tsx';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { privacyResource } from '../api/privacy-resource.ts';

/** The section's fields in the form's order; docs/spec.md §5: all required on add, no markers on edit. */
const fields = (required: boolean) =>
  [
    { name: 'title', label: 'Title', kind: 'text', required },
    { name: 'caption', label: 'Short Caption', kind: 'textarea', rows: 2, required },
    { name: 'privacy', label: 'Privacy', kind: 'textarea', rows: 5, required },
    { name: 'policy', label: 'Policy', kind: 'textarea', rows: 5, required },
    { name: 'why', label: 'Why Choose', kind: 'textarea', rows: 5, required },
  ] as const;

const values = (row?: Privacy) => ({
  title: row?.title ?? '',
  caption: row?.caption ?? '',
  privacy: row?.privacy ?? '',
  policy: row?.policy ?? '',
  why: row?.why ?? '',
});

const addPrivacy = describeForm({
  title: 'Add Privacy',
  schema: privacyCreate,
  fields: fields(true),
  defaults: () => values(),
  toBody: (checked) => checked,
});

// The shared update schema still refuses a blanked field: a section cannot lose its text by edit.
const editPrivacy = describeForm({
  title: 'Update Privacy Section',
  schema: privacyUpdate,
  fields: fields(false),
  defaults: (row: Privacy | undefined) => values(row),
  toBody: (checked) => checked,
});

// docs/spec.md §9: title 50 characters, the rest 60.
const columns: readonly Column<Privacy>[] = [
  textColumn('Title', (row) => row.title, 50, { className: 'min-w-48' }),
  textColumn('Short Caption', (row) => row.caption, 60, { className: 'min-w-56' }),
  textColumn('Policy', (row) => row.policy, 60, { className: 'min-w-56' }),
  textColumn('Privacy', (row) => row.privacy, 60, { className: 'min-w-56' }),
  textColumn('Why Choose', (row) => row.why, 60, { className: 'min-w-56' }),
];

export function PrivacyManager() {
  return (
    <CrudManager
      resource={privacyResource}
      screen={adminScreens.privacy}
      intro="The sections of the home page's privacy center, newest first."
      columns={columns}
      rowName={(row) => row.title}
      add={{ label: 'Add Privacy', form: addPrivacy }}
      edit={editPrivacy}
      confirmDelete="Are You Sure to Delete That Section ?"
    />
  );
}
