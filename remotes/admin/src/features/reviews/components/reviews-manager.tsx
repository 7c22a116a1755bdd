import { withDefaults } from '@texbridge/shared/resources/define';
import {
  reviewCreate,
  reviewFields,
  reviewsResource as reviewsContract,
  type Review,
  type ReviewCreate,
} from '@texbridge/shared/resources/reviews';
import { declaredColumns } from '../../../components/crud/declared-columns.tsx';
import { declaredForm } from '../../../components/crud/declared.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { reviewsResource } from '../api/reviews-resource.ts';

// The form and columns come from the fields declared in shared/src/resources/reviews.ts.
const addReview = declaredForm<Review, ReviewCreate>('create', {
  title: 'Add Review',
  fields: reviewFields,
  body: reviewCreate,
  // Dated today as 'day - month - year' (docs/spec.md §3), as the contract's defaults say: the staff member's today.
  complete: (body) => withDefaults(reviewsContract, body),
});
const columns = declaredColumns<Review>(reviewFields, ['photo', 'name', 'rate']);

export function ReviewsManager() {
  return (
    <CrudManager
      resource={reviewsResource}
      screen={adminScreens.reviews}
      intro="Buyers' reviews shown on the home page, newest first. Reviews cannot be edited: delete and add again."
      columns={columns}
      rowName={(row) => (row.name ? `review of ${row.name}` : `review of ${row.date}`)}
      add={{ label: 'Add Review', form: addReview }}
      confirmDelete="Are You Sure to Delete This Review ?"
    />
  );
}
