import { RATING_MAX } from '@texbridge/shared/constants';

/** docs/spec.md §9: a rating out of 5 stars, read out as "Rated 4 out of 5". */
export function StarRating({ rate }: { rate: number }) {
  const value = Math.min(Math.max(Math.round(rate), 0), RATING_MAX);
  return (
    <span role="img" aria-label={`Rated ${value} out of ${RATING_MAX}`} className="inline-flex gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          data-filled={star < value}
          className={`size-5 ${star < value ? 'fill-saffron-500' : 'fill-ecru-300'}`}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
