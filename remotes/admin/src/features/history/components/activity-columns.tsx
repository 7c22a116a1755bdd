import type { ActivityEntry } from '@texbridge/shared/resources/history';
import { Link } from 'react-router-dom';
import { TruncatedText, type Column } from '../../../components/crud/columns.tsx';
import { actionLabel, keepsRevisions, recordNoun } from '../../../components/history/resource-words.ts';
import { EmailText } from '../../../components/ui/email-text.tsx';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';
import { historyLink } from '../../../config/paths.ts';
import { describeUserAgent } from '../../../lib/user-agent.ts';

const link =
  'font-semibold break-words text-indigo-800 underline decoration-ecru-400 underline-offset-2 hover:decoration-indigo-800';

/** What was acted on: its title, as a link to its history where its resource keeps one and it still exists. */
function RecordCell({ entry }: { entry: ActivityEntry }) {
  const hasHistory = keepsRevisions(entry.resource) && entry.action !== 'delete-forever';
  return (
    <span className="flex flex-col">
      {hasHistory ? (
        <Link
          to={historyLink(entry.resource, entry.recordId)}
          aria-label={`${entry.title}: open its history`}
          className={link}
        >
          {entry.title}
        </Link>
      ) : (
        <span className="font-semibold break-words text-indigo-950">{entry.title}</span>
      )}
      <span className="text-xs text-charcoal-700">{recordNoun(entry.resource)}</span>
    </span>
  );
}

/** The log's columns, five so that a desktop shows a table and a phone cards (resource-table.tsx). */
export const activityColumns: readonly Column<ActivityEntry>[] = [
  { header: 'When', className: 'whitespace-nowrap tabular-nums', cell: (entry) => <ReceivedAt iso={entry.at} /> },
  { header: 'Who', cell: (entry) => <EmailText email={entry.actor.email} /> },
  // What changed, where the entry says it (a follow-up's 'Status: new → quoted'), else the action's name.
  { header: 'Action', cell: (entry) => entry.detail || actionLabel(entry.action) },
  { header: 'Record', identifies: true, className: 'min-w-48', cell: (entry) => <RecordCell entry={entry} /> },
  {
    header: 'From',
    cell: (entry) => (
      <span className="flex flex-col text-xs">
        <span className="tabular-nums">{entry.ip}</span>
        {/* The browser in words; the agent as sent is its title, and a tap shows it (TruncatedText). */}
        <TruncatedText text={entry.userAgent} shortened={describeUserAgent(entry.userAgent)} empty="Unknown browser" />
      </span>
    ),
  },
];
