import type { Review } from '@texbridge/shared/resources/reviews';
import { Picture } from '../../../components/ui/picture.tsx';
import { StarRating } from './star-rating.tsx';

/** 'day - month - year' (one-based month, docs/spec.md §3) as an ISO date for <time>, when it reads as one. */
function reviewIsoDate(date: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*-\s*(\d{4})\s*$/.exec(date);
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** Buyers' reviews: the product, its stars, the comment, when, and the photo that came with it. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ecru-200">
            <div className="flex items-center gap-4">
              {/* The product name beside it says what the photo shows. */}
              <Picture
                src={review.photo}
                alt=""
                width={128}
                height={128}
                sizes="64px"
                className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-ecru-200"
              />
              <div className="min-w-0">
                <h3 className="text-lg leading-snug text-indigo-900">{review.name || 'Product review'}</h3>
                <StarRating rate={review.rate} />
              </div>
            </div>
            {review.comment && (
              <blockquote className="mt-5 flex-1 border-l-2 border-saffron-500 pl-4 leading-relaxed text-charcoal-700">
                <p>{review.comment}</p>
              </blockquote>
            )}
            <p className="mt-5 text-sm text-charcoal-500">
              Reviewed <time dateTime={reviewIsoDate(review.date)}>{review.date}</time>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
