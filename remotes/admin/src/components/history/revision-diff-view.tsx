import type { Fields } from '@texbridge/shared/resources/fields';
import { diffRevisions } from './revision-diff.ts';

const side = 'min-w-0 rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap';

/** One side of a change: its lines, or 'Empty'. */
function Value({ lines }: { lines: string[] | undefined }) {
  if (!lines) return <span className="text-charcoal-500 italic">Empty</span>;
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** What a field was or became, under its term, tinted so that before and after tell apart at a glance. */
function Side({ term, lines, tint }: { term: string; lines: string[] | undefined; tint: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-charcoal-700 uppercase">{term}</dt>
      <dd className={`${side} mt-1 ${tint} text-ink`}>
        <Value lines={lines} />
      </dd>
    </div>
  );
}

/**
 * The fields that changed from one version to another, each with what it was and what it became, side
 * by side on a wide screen and one above the other on a phone. Fields that did not change are left out.
 */
export function RevisionDiff({
  before,
  after,
  fields,
  label,
}: {
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown>;
  fields?: Fields;
  /** What is compared, for assistive technology: 'Changes from … to …'. */
  label: string;
}) {
  const changes = diffRevisions(before, after, fields);
  if (changes.length === 0) {
    return (
      <p role="status" className="rounded-lg bg-white px-4 py-6 text-center text-sm text-charcoal-700">
        No field differs between these two versions.
      </p>
    );
  }
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {changes.map((change) => (
        <li key={change.key} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-ecru-300">
          <h4 className="mb-2 text-sm font-semibold text-indigo-950">{change.label}</h4>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Side term="Before" lines={change.before} tint="bg-madder-100" />
            <Side term="After" lines={change.after} tint="bg-indigo-100" />
          </dl>
        </li>
      ))}
    </ul>
  );
}
