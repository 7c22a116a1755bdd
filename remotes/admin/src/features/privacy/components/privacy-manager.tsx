import {
  privacyCreate,
  privacyFields,
  privacyUpdate,
  type Privacy,
  type PrivacyCreate,
  type PrivacyUpdate,
} from '@texbridge/shared/resources/privacy';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { privacyResource } from '../api/privacy-resource.ts';

// The forms and columns come from the fields declared in shared/src/resources/privacy.ts. docs/spec.md §5:
// all required on add, no markers on edit; the update schema still refuses a blanked field.
const addPrivacy = declaredForm<Privacy, PrivacyCreate>('create', {
  title: 'Add Privacy',
  fields: privacyFields,
  body: privacyCreate,
});
const editPrivacy = declaredForm<Privacy, PrivacyUpdate>('edit', {
  title: 'Update Privacy Section',
  fields: privacyFields,
  body: privacyUpdate,
});
// docs/spec.md §9: the table shows the policy before the privacy text.
const columns = declaredColumns<Privacy>(privacyFields, ['title', 'caption', 'policy']);

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
