import type { InboxItem } from '@texbridge/shared/resources/pipeline';
import { Link } from 'react-router-dom';
import { TruncatedText, type Column } from '../../../components/crud/columns.tsx';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';
import { inboxItemLink } from '../../../config/paths.ts';
import { typeLabel } from '../api/pipeline-words.ts';
import { FirstReply } from './first-reply.tsx';
import { NotificationFailedBadge, StatusBadge, TypeBadge } from './pipeline-badges.tsx';

const SUMMARY_PREVIEW = 90;
const link =
  'font-semibold text-indigo-800 underline decoration-ecru-400 underline-offset-2 hover:decoration-indigo-800';

/** Who sent it, as the link that opens it (the row's name for assistive technology). */
function Sender({ item, search }: { item: InboxItem; search: string }) {
  return (
    <span className="flex flex-col">
      <Link
        to={inboxItemLink(item.type, item._id)}
        // The list's filters and page, for the way back.
        state={{ inboxSearch: search }}
        aria-label={`${item.name}: open the ${typeLabel[item.type]}${item.reference ? ` ${item.reference}` : ''}`}
        className={link}
      >
        {item.name}
      </Link>
      {item.company && <span className="text-xs text-charcoal-700">{item.company}</span>}
    </span>
  );
}

/** A row of the table: keyed by kind and id, since an enquiry and an RFQ may share an id. */
export interface InboxRow {
  _id: string;
  item: InboxItem;
}
export const inboxRow = (item: InboxItem): InboxRow => ({ _id: `${item.type}/${item._id}`, item });

/** The inbox's columns, five so that a desktop shows a table and a phone cards (resource-table.tsx). */
export const inboxColumns = (search: string): readonly Column<InboxRow>[] => [
  {
    header: 'Request',
    cell: ({ item }) => (
      <span className="flex flex-col items-start gap-1">
        <TypeBadge type={item.type} reference={item.reference} />
        <NotificationFailedBadge notification={item.notification} />
      </span>
    ),
  },
  { header: 'From', identifies: true, cell: ({ item }) => <Sender item={item} search={search} /> },
  {
    header: 'Summary',
    className: 'min-w-56',
    cell: ({ item }) => <TruncatedText text={item.summary} max={SUMMARY_PREVIEW} />,
  },
  {
    header: 'Received',
    className: 'whitespace-nowrap tabular-nums',
    cell: ({ item }) => (
      <span className="flex flex-col">
        <ReceivedAt iso={item.createdAt} />
        <span className="text-xs">
          <span className="text-charcoal-500">First reply: </span>
          <FirstReply request={item} />
        </span>
      </span>
    ),
  },
  {
    header: 'Status',
    cell: ({ item }) => (
      <span className="flex flex-col items-start gap-1">
        <StatusBadge status={item.status} />
        {/* Whole words: the column is as wide as "Unassigned", and an e-mail breaks only where it must. */}
        <span className={`text-xs text-charcoal-700 ${item.assignee ? 'break-words' : 'whitespace-nowrap'}`}>
          {item.assignee ?? 'Unassigned'}
        </span>
      </span>
    ),
  },
];
