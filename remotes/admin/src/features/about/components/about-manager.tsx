import { WIDE_IMAGE_HINT } from '@texbridge/shared/resources/fields';
import type { About } from '@texbridge/shared/resources/about';
import { aboutCreate, aboutUpdate } from '@texbridge/shared/resources/about';
import { imageColumn, textColumn, type Column } from '../../../components/crud/columns.tsx';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { aboutResource } from '../api/about-resource.ts';
import { adminScreens } from '../../../config/paths.ts';

// docs/spec.md §2: the add form names the paragraph input `para` and sends it as `paragraph`.
const addSection = describeForm({
  title: 'Add Section',
  schema: aboutCreate.pick({ title: true }).extend({ para: aboutCreate.shape.paragraph }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'para', label: 'Paragraph', kind: 'textarea', rows: 6, required: true },
  ],
  defaults: () => ({ title: '', para: '' }),
  image: { label: 'About Image', hint: WIDE_IMAGE_HINT, required: true },
  toBody: ({ title, para }, imageUrl) => ({ title, paragraph: para, AboutImage: imageUrl ?? '' }),
});

const editSection = describeForm({
  title: 'Update About Section',
  schema: aboutUpdate.omit({ AboutImage: true }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'paragraph', label: 'Paragraph', kind: 'textarea', rows: 6 },
  ],
  defaults: (row: About | undefined) => ({ title: row?.title ?? '', paragraph: row?.paragraph ?? '' }),
  toBody: (values) => values,
});

const columns: readonly Column<About>[] = [
  imageColumn('Image', (row) => row.AboutImage),
  textColumn('Title', (row) => row.title),
  textColumn('Paragraph', (row) => row.paragraph, 100, { className: 'min-w-64' }),
];

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
