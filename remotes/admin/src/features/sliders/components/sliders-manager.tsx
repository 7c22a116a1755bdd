import type { Slider } from '@texbridge/shared/resources/sliders';
import { sliderCreate, sliderUpdate } from '@texbridge/shared/resources/sliders';
import { imageColumn, textColumn, type Column } from '../../../components/crud/columns.tsx';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { ordinal } from '../../../lib/ordinal.ts';
import { slidersResource } from '../api/sliders-resource.ts';
import { adminScreens } from '../../../config/paths.ts';

const linkHint = 'for example /event';

const addSlide = describeForm({
  title: 'Add Slide',
  schema: sliderCreate.omit({ sliderImage: true }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', required: true },
    { name: 'caption', label: 'Caption', kind: 'textarea', rows: 3, required: true },
    { name: 'link', label: 'Button Link', kind: 'text', hint: linkHint },
  ],
  defaults: () => ({ title: '', caption: '', link: '' }),
  image: { label: 'Slider Image', hint: 'The image must be wide.', required: true },
  toBody: (values, imageUrl) => ({ ...values, sliderImage: imageUrl ?? '' }),
});

// docs/spec.md §5: the update form has no required rules (the shared schema still refuses a blanked title).
const updateSlide = describeForm({
  title: ({ position }) => `Update ${ordinal(position)} Slide`,
  schema: sliderUpdate,
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'caption', label: 'Caption', kind: 'textarea', rows: 3 },
    { name: 'link', label: 'Button Link', kind: 'text', hint: linkHint },
  ],
  defaults: (row: Slider | undefined) => ({
    title: row?.title ?? '',
    caption: row?.caption ?? '',
    link: row?.link ?? '',
  }),
  toBody: (values) => values,
});

const columns: readonly Column<Slider>[] = [
  imageColumn('Image', (row) => row.sliderImage),
  textColumn('Title', (row) => row.title),
  textColumn('Caption', (row) => row.caption, undefined, { className: 'min-w-56' }),
  textColumn('Button Link', (row) => row.link, undefined, { empty: 'No link' }),
];

export function SlidersManager() {
  return (
    <CrudManager
      resource={slidersResource}
      screen={adminScreens.slider}
      intro="The slides at the top of the home page, newest first."
      columns={columns}
      rowName={(row) => row.title}
      add={{ label: 'Add Slide', form: addSlide }}
      edit={updateSlide}
      confirmDelete="Are You Sure to Delete That Slide ?"
    />
  );
}
