import { RATING_MAX } from '@texbridge/shared/constants';
import { withDefaults } from '@texbridge/shared/resources/define';
import type { Review } from '@texbridge/shared/resources/reviews';
import { reviewCreate, reviewsResource as reviewsContract } from '@texbridge/shared/resources/reviews';
import { z } from 'zod';
import { imageColumn, textColumn, type Column } from '../../../components/crud/columns.tsx';
import { describeForm } from '../../../components/crud/crud-form.tsx';
import { CrudManager } from '../../../components/crud/crud-manager.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { reviewsResource } from '../api/reviews-resource.ts';

/** The stars carry the only rule (docs/spec.md §5): until one is chosen the form says so in words. */
const rating = z
  .number({ message: `is required: choose 1 to ${RATING_MAX} stars` })
  .int()
  .min(1)
  .max(RATING_MAX);

const addReview = describeForm({
  title: 'Add Review',
  schema: reviewCreate.pick({ name: true, comment: true }).extend({ rate: rating }),
  fields: [
    { name: 'name', label: 'Product Name', kind: 'text' },
    { name: 'comment', label: 'Comment', kind: 'textarea', rows: 4 },
    { name: 'rate', label: 'Ratings', kind: 'rating', max: RATING_MAX, required: true },
  ],
  defaults: () => ({ name: '', comment: '', rate: undefined }),
  image: { label: 'Photo', hint: 'The image must be wide.', required: true },
  // Dated today as 'day - month - year' (docs/spec.md §3), as the contract's defaults say: the staff member's today.
  toBody: (values, imageUrl) => withDefaults(reviewsContract, { ...values, photo: imageUrl ?? '' }),
});

/** Five stars drawn, the rating said in words to assistive technology ('4 out of 5'). */
const ratingColumn: Column<Review> = {
  header: 'Ratings',
  className: 'whitespace-nowrap',
  cell: (row) => (
    <span role="img" aria-label={`${row.rate} out of ${RATING_MAX}`} className="text-lg tracking-wide">
      <span className="text-saffron-500">{'★'.repeat(row.rate)}</span>
      <span className="text-ecru-300">{'★'.repeat(Math.max(0, RATING_MAX - row.rate))}</span>
    </span>
  ),
};

const columns: readonly Column<Review>[] = [
  imageColumn('Image', (row) => row.photo),
  textColumn('Product Name', (row) => row.name),
  ratingColumn,
  textColumn('Comment', (row) => row.comment, undefined, { className: 'min-w-64' }),
];

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
