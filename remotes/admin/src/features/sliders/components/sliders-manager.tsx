import {
  sliderCreate,
  sliderFields,
  sliderUpdate,
  type Slider,
  type SliderCreate,
  type SliderUpdate,
} from '@texbridge/shared/resources/sliders';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { ordinal } from '../../../lib/ordinal.ts';
import { slidersResource } from '../api/sliders-resource.ts';
import { adminScreens } from '../../../config/paths.ts';

// The forms and columns come from the fields declared in shared/src/resources/sliders.ts.
const addSlide = declaredForm<Slider, SliderCreate>('create', {
  title: 'Add Slide',
  fields: sliderFields,
  body: sliderCreate,
});
// docs/spec.md §5: the update form has no required rules (the shared schema still refuses a blanked title).
const updateSlide = declaredForm<Slider, SliderUpdate>('edit', {
  title: ({ position }) => `Update ${ordinal(position)} Slide`,
  fields: sliderFields,
  body: sliderUpdate,
});
const columns = declaredColumns<Slider>(sliderFields, ['sliderImage']);

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
