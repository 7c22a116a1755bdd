import type { PipelineStatus, StatusChange } from '@texbridge/shared/resources/pipeline';
import { EmailText } from '../../../components/ui/email-text.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';
import { StatusBadge } from './pipeline-badges.tsx';

/** One point on the line: a dot on the list's rule, then what happened above who and when. */
const point =
  'relative flex flex-col gap-1 before:absolute before:top-1.5 before:-left-[1.3rem] before:size-2.5 before:rounded-full before:bg-indigo-800';
const said = 'text-sm text-charcoal-500';

/**
 * A request's status history (docs/quotes.md), oldest first from its arrival: each change from and to,
 * who made it and when. The API keeps them from migration 0011 on, so a request moved before then starts
 * its list past `new`, and the screen says that the changes before are not listed.
 */
export function StatusTimeline({
  createdAt,
  status,
  history,
}: {
  createdAt: string;
  status: PipelineStatus;
  history: readonly StatusChange[];
}) {
  const unrecorded = (history[0]?.from ?? status) !== 'new';
  return (
    <div className="flex flex-col gap-3">
      <ol className="ml-2 flex flex-col gap-3 border-l-2 border-ecru-300 pl-4">
        <li className={point}>
          <p className="text-sm font-semibold text-indigo-950">Received</p>
          <p className="text-xs text-charcoal-700">
            <ReceivedAt iso={createdAt} />
          </p>
        </li>
        {history.map((change, index) => (
          <li key={`${change.at}-${index}`} className={point}>
            <p className="flex flex-wrap items-center gap-1.5">
              <StatusBadge status={change.from} />
              <ArrowRightIcon className="size-4 text-charcoal-700" />
              <span className="sr-only"> to </span>
              <StatusBadge status={change.to} />
            </p>
            <p className="text-xs text-charcoal-700">
              <EmailText email={change.by} /> · <ReceivedAt iso={change.at} />
            </p>
          </li>
        ))}
      </ol>
      {unrecorded && <p className={said}>Changes made before the status history was kept are not listed.</p>}
      {history.length === 0 && status === 'new' && <p className={said}>Still new: no change of status yet.</p>}
    </div>
  );
}
