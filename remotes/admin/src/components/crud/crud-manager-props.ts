import type { ReactNode } from 'react';
import type { ScreenResource } from '../../lib/screen-resource.ts';
import type { AdminScreen } from '../../config/paths.ts';
import type { Column } from './columns.tsx';
import type { RowActions } from './crud-action-column.tsx';
import type { FormDescription } from './crud-form.tsx';

/**
 * A manager screen, described (one screen per resource, docs/adding-a-resource.md §4): the resource it edits, its columns and its
 * forms. The table, pagination, modals, confirmation, toasts and refetching are the same for all.
 */
export interface CrudManagerProps<TRow extends { _id: string }, TCreate, TUpdate> extends Pick<
  RowActions<NoInfer<TRow>>,
  'rowName' | 'canDelete'
> {
  resource: ScreenResource<TRow, TCreate, TUpdate>;
  /** The screen in config/paths.ts: its title names the page ('{title} | Dashboard') and heads it. */
  screen: AdminScreen;
  intro?: string;
  /** Shown instead of the table when there are no records at all, e.g. how records arrive; without it the table says 'Nothing here yet'. */
  empty?: ReactNode;
  // The resource decides the row and body types; everything else is checked against them (NoInfer).
  columns: readonly Column<NoInfer<TRow>>[];
  add?: { label: string; form: FormDescription<NoInfer<TRow>, NoInfer<TCreate>> };
  edit?: FormDescription<NoInfer<TRow>, NoInfer<TUpdate>>;
  /** docs/spec.md §5's question, e.g. 'Are You Sure to Delete That Slide ?'; without it rows have no delete. */
  confirmDelete?: string;
  /** More actions per row (e.g. 'Make Admin'). */
  rowActions?: (row: NoInfer<TRow>) => ReactNode;
}
