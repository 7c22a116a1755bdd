import type { RefObject } from 'react';

interface QuoteFailureSummaryProps {
  /** What went wrong and what to do, from the check here or the API. */
  summary: string;
  /** A refused plain post had files: they are not kept across the page's round trip. */
  lostFiles: boolean | undefined;
  ref: RefObject<HTMLParagraphElement | null>;
}

/** The sentence at the top of a refused request; focus comes here when no field is to blame. */
export function QuoteFailureSummary({ summary, lostFiles, ref }: QuoteFailureSummaryProps) {
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg bg-madder-600/10 px-4 py-3 font-medium text-madder-700"
    >
      {summary}
      {lostFiles && ' Your files were not kept: attach them again.'}
    </p>
  );
}
