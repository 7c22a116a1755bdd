import type { TrashItem } from '@texbridge/shared/resources/history';
import type { ReactNode } from 'react';
import type { Column } from '../../../components/crud/columns.tsx';
import { recordNoun } from '../../../components/history/resource-words.ts';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';

/** A row of the trash: keyed by resource and id, since records of two resources may share an id. */
export interface TrashRow {
  _id: string;
  item: TrashItem;
}
export const trashRow = (item: TrashItem): TrashRow => ({ _id: `${item.resource}/${item._id}`, item });

/** The trash's columns: what it is, when and by whom it was deleted, and what can be done with it. */
export const trashColumns = (actions: (item: TrashItem) => ReactNode): readonly Column<TrashRow>[] => [
  {
    header: 'Deleted record',
    identifies: true,
    cell: ({ item }) => (
      <span className="flex flex-col">
        <span className="font-semibold break-words text-indigo-950">{item.title}</span>
        <span className="text-xs text-charcoal-700">{recordNoun(item.resource)}</span>
      </span>
    ),
  },
  {
    header: 'Deleted',
    className: 'whitespace-nowrap tabular-nums',
    cell: ({ item }) => (
      <span className="flex flex-col">
        <ReceivedAt iso={item.deletedAt} />
        <span className="text-xs break-all whitespace-normal text-charcoal-700">by {item.deletedBy.email}</span>
      </span>
    ),
  },
  {
    header: 'Action',
    className: 'w-px whitespace-nowrap',
    actions: true,
    cell: ({ item }) => <div className="flex flex-wrap items-center gap-2">{actions(item)}</div>,
  },
];
