import type { UseQueryResult } from '@tanstack/react-query';

/** One section's failed request: a sentence, the server's reason, and a retry that leaves the rest of the page be. */
export function SectionError({
  noun,
  query,
  className = '',
}: {
  noun: string;
  query: UseQueryResult;
  className?: string;
}) {
  return (
    <div className={className}>
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-madder-600/30 bg-madder-100 p-5 text-madder-700"
      >
        <div>
          <p className="font-medium">We could not load the {noun}.</p>
          {query.error instanceof Error && <p className="mt-1 text-sm">{query.error.message}</p>}
        </div>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="rounded-full bg-madder-600 px-5 py-2.5 font-medium text-ecru-50 hover:bg-madder-700 disabled:opacity-60"
        >
          {query.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    </div>
  );
}
