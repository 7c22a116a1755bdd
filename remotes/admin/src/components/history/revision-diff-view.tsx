import type { Field, Fields } from '@texbridge/shared/resources/fields';
import { FieldValue } from './field-value.tsx';
import { diffRevisions } from './revision-diff.ts';

const side = 'min-w-0 rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap';

/** What a field was or became, under its term, tinted so that before and after tell apart at a glance. */
function Side({ term, field, value, tint }: { term: string; field?: Field; value: unknown; tint: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-charcoal-700 uppercase">{term}</dt>
      <dd className={`${side} mt-1 ${tint} text-ink`}>
        {value === undefined ? (
          <span className="text-charcoal-500 italic">Empty</span>
        ) : (
          <FieldValue field={field} value={value} />
        )}
      </dd>
    </div>
  );
}

/**
 * The fields that changed from one version to another, each with what it was and what it became as its
 * form shows it (field-value.tsx), side by side on a wide screen and one above the other on a phone.
 * Fields that did not change are left out.
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
            <Side term="Before" field={change.field} value={change.before} tint="bg-madder-100" />
            <Side term="After" field={change.field} value={change.after} tint="bg-indigo-100" />
          </dl>
        </li>
      ))}
    </ul>
  );
}
