import { useDeleteRecord } from '../../lib/screen-resource.ts';
import { HistoryDialog } from '../history/history-dialog.tsx';
import { keepsRevisions } from '../history/resource-words.ts';
import { PAGE_HEADING_ID, ScreenHeading } from '../ui/screen-heading.tsx';
import { withActionColumn } from './crud-action-column.tsx';
import { CrudAddButton } from './crud-add-button.tsx';
import { CrudDeleteDialog } from './crud-delete-dialog.tsx';
import { CrudFormDialogs } from './crud-form-dialogs.tsx';
import { CrudListView } from './crud-list-view.tsx';
import type { CrudManagerProps } from './crud-manager-props.ts';
import { ListSearch } from './list-search.tsx';
import { Pagination } from './pagination.tsx';
import { TranslationFilter, translationColumns } from './translation-status.tsx';
import { useCrudDialogs } from './use-crud-dialogs.ts';
import { useCrudList } from './use-crud-list.ts';

/**
 * A manager screen, composed: its page of records (useCrudList), the dialog it has open (useCrudDialogs),
 * the rows' actions, and the add, edit, delete and history dialogs.
 */
export function CrudManager<TRow extends { _id: string }, TCreate, TUpdate>(
  props: CrudManagerProps<TRow, TCreate, TUpdate>,
) {
  const { resource, screen, intro, empty, columns, rowName, add, edit, confirmDelete, canDelete, rowActions } = props;
  const resourceName = resource.contract.name;
  const view = useCrudList(resource);
  const remove = useDeleteRecord(resource);
  const dialogs = useCrudDialogs<TRow>(resourceName);
  const { dialog, open, close } = dialogs;
  const firstPosition = (Math.min(view.page, view.pages) - 1) * resource.pageSize + 1;
  const withActions = withActionColumn(view.translated ? [...columns, ...translationColumns<TRow>()] : columns, {
    rowName,
    canDelete,
    more: rowActions,
    onEdit: edit && ((row) => open({ kind: 'edit', row, position: firstPosition + view.list.data!.rows.indexOf(row) })),
    // Every content resource keeps its records' versions (docs/history.md): each row opens its history.
    onHistory: keepsRevisions(resourceName) ? (row) => open({ kind: 'history', row }) : undefined,
    onDelete: confirmDelete
      ? (row) => {
          remove.reset();
          open({ kind: 'delete', row });
        }
      : undefined,
  });

  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeading
        title={screen.title}
        lead={intro}
        actions={add && <CrudAddButton label={add.label} onClick={() => open({ kind: 'add' })} />}
      />
      {(view.searches || view.translated) && (
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          {view.searches && <ListSearch plural={resource.plural} q={view.q} onSearch={view.setQ} />}
          {view.translated && <TranslationFilter value={view.untranslated} onChange={view.setUntranslated} />}
        </div>
      )}
      <CrudListView resource={resource} view={view} columns={withActions} empty={empty} />
      <Pagination
        total={view.total}
        pageSize={resource.pageSize}
        threshold={resource.threshold}
        page={view.page}
        label={`${screen.title} pages`}
      />
      <CrudFormDialogs resource={resource} add={add} edit={edit} dialogs={dialogs} />
      {dialog?.kind === 'delete' && confirmDelete && (
        <CrudDeleteDialog
          {...{ resourceName, remove, onClose: close }}
          question={confirmDelete}
          id={dialog.row._id}
          name={rowName(dialog.row)}
        />
      )}
      {dialog?.kind === 'history' && keepsRevisions(resourceName) && (
        <HistoryDialog resource={resourceName} id={dialog.row._id} name={rowName(dialog.row)} onClose={close} />
      )}
    </section>
  );
}
