import {
  aboutCreate,
  aboutFields,
  aboutUpdate,
  type About,
  type AboutCreate,
  type AboutUpdate,
} from '@texbridge/shared/resources/about';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { aboutResource } from '../api/about-resource.ts';
import { adminScreens } from '../../../config/paths.ts';

// The forms and columns come from the fields declared in shared/src/resources/about.ts.
const addSection = declaredForm<About, AboutCreate>('create', {
  title: 'Add Section',
  fields: aboutFields,
  body: aboutCreate,
  // docs/spec.md §2: the add form names the paragraph input `para` and sends it as `paragraph`.
  inputNames: { paragraph: 'para' },
});
// docs/spec.md §5: an edit changes the title and paragraph.
const editSection = declaredForm<About, AboutUpdate>('edit', {
  title: 'Update About Section',
  fields: aboutFields,
  body: aboutUpdate,
  omit: ['AboutImage'],
});
const columns = declaredColumns<About>(aboutFields, ['AboutImage']);

export function AboutManager() {
  return (
    <CrudManager
      resource={aboutResource}
      screen={adminScreens.about}
      intro="The sections of the public About Us page, newest first."
      columns={columns}
      rowName={(row) => row.title}
      add={{ label: 'Add Section', form: addSection }}
      edit={editSection}
      confirmDelete="Are You Sure to Delete That Section ?"
    />
  );
}
