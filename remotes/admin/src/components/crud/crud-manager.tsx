import { useState, type ReactNode } from 'react';
import { isTrashed, TRASH_DAYS } from '@texbridge/shared/resources/history';
import {
  useCreateRecord,
  useDeleteRecord,
  useResourceList,
  useUpdateRecord,
  type ScreenResource,
} from '../../lib/screen-resource.ts';
import type { AdminScreen } from '../../config/paths.ts';
import { clearDraft, draftKey } from '../../lib/drafts.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { pageOfPages, usePagedList } from '../../lib/use-paged-list.ts';
import { useSearchParam } from '../../lib/use-search-param.ts';
import { HistoryDialog } from '../history/history-dialog.tsx';
import { keepsRevisions } from '../history/resource-words.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { HistoryIcon, PencilIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { PAGE_HEADING_ID, ScreenHeading } from '../ui/screen-heading.tsx';
import type { Column } from './columns.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ListSearch } from './list-search.tsx';
import { loadCrudForm, type FormDescription } from './crud-form.tsx';
import type { RowContext } from './form-spec.ts';
import { Modal } from './modal.tsx';
import { Pagination } from './pagination.tsx';
import { ResourceTable } from './resource-table.tsx';

/** A form's code is fetched when a button that opens one is reached (it loads anyway on open). */
const preloadForm = () => void loadCrudForm().catch(() => {});

/**
 * A manager screen, described (one screen per resource, docs/adding-a-resource.md §4): the resource it edits, its columns and its
 * forms. The table, pagination, modals, confirmation, toasts and refetching are the same for all.
 */
export interface CrudManagerProps<TRow extends { _id: string }, TCreate, TUpdate> {
  resource: ScreenResource<TRow, TCreate, TUpdate>;
  /** The screen in config/paths.ts: its title names the page ('{title} | Dashboard') and heads it. */
  screen: AdminScreen;
  intro?: string;
  /** Shown instead of the table when there are no records at all, e.g. how records arrive; without it the table says 'Nothing here yet'. */
  empty?: ReactNode;
  // The resource decides the row and body types; everything else is checked against them (NoInfer).
  columns: readonly Column<NoInfer<TRow>>[];
  /** How a row is named to assistive technology ('Edit {name}', 'Delete {name}'). */
  rowName: (row: NoInfer<TRow>) => string;
  add?: { label: string; form: FormDescription<NoInfer<TRow>, NoInfer<TCreate>> };
  edit?: FormDescription<NoInfer<TRow>, NoInfer<TUpdate>>;
  /** docs/spec.md §5's question, e.g. 'Are You Sure to Delete That Slide ?'; without it rows have no delete. */
  confirmDelete?: string;
  /** Whether a row may be deleted: true, or the reason it may not, shown in place of its delete button. */
  canDelete?: (row: NoInfer<TRow>) => true | string;
  /** More actions per row (e.g. 'Make Admin'). */
  rowActions?: (row: NoInfer<TRow>) => ReactNode;
}

type OpenDialog<TRow> =
  | { kind: 'add' }
  | ({ kind: 'edit' } & RowContext<TRow>)
  | { kind: 'delete'; row: TRow }
  | { kind: 'history'; row: TRow }
  | null;

/** What a delete does to a record of a resource the trash keeps (docs/history.md). */
const TO_TRASH = `will be moved to the Trash, where it can be restored for ${TRASH_DAYS} days.`;

export function CrudManager<TRow extends { _id: string }, TCreate, TUpdate>(
  props: CrudManagerProps<TRow, TCreate, TUpdate>,
) {
  const { resource, screen, intro, empty, columns, rowName, add, edit, confirmDelete, canDelete, rowActions } = props;
  const { title } = screen;
  const [page] = usePageParam();
  // A list whose contract searches (docs/search.md) gets a search box; its words live in the URL too.
  const searches = Boolean(resource.contract.list.search);
  const [q, setQ] = useSearchParam();
  const list = useResourceList(resource, page, searches ? q : '');
  const create = useCreateRecord(resource);
  const update = useUpdateRecord(resource);
  const remove = useDeleteRecord(resource);
  const [dialog, setDialog] = useState<OpenDialog<TRow>>(null);
  // An add or edit form with unsaved work asks before it closes; what was typed is kept as a draft.
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => {
    setDialog(null);
    setDirty(false);
    setAskDiscard(false);
  };
  const formDraft =
    dialog?.kind === 'add'
      ? draftKey(resource.contract.name, 'add')
      : dialog?.kind === 'edit'
        ? draftKey(resource.contract.name, { edit: dialog.row._id })
        : undefined;
  const requestClose = () => (dirty ? setAskDiscard(true) : close());
  const saved = () => {
    if (formDraft) clearDraft(formDraft);
    close();
  };

  const { total, pages, settled, listTop } = usePagedList(list, page, resource.pageSize);

  const firstPosition = (Math.min(page, pages) - 1) * resource.pageSize + 1;
  // Every content resource keeps its records' versions (docs/history.md): each row opens its history.
  const resourceName = resource.contract.name;
  const hasHistory = keepsRevisions(resourceName);
  const trashed = isTrashed(resourceName);
  const hasActions = Boolean(edit || confirmDelete || rowActions || hasHistory);
  const deleteAction = (row: TRow) => {
    const allowed = canDelete?.(row) ?? true;
    // A reason, not a control: it wraps, so that it does not widen the pinned column on a phone.
    if (allowed !== true)
      return <span className="block max-w-36 px-2 text-xs whitespace-normal text-charcoal-500">{allowed}</span>;
    return (
      <button
        type="button"
        aria-label={`Delete ${rowName(row)}`}
        onClick={() => {
          remove.reset();
          setDialog({ kind: 'delete', row });
        }}
        className={buttonStyles.iconDanger}
      >
        <TrashIcon />
      </button>
    );
  };
  const actionColumn: Column<TRow> = {
    header: 'Action',
    className: 'w-px whitespace-nowrap',
    actions: true,
    cell: (row) => (
      <div className="flex items-center gap-1">
        {edit && (
          <button
            type="button"
            aria-label={`Edit ${rowName(row)}`}
            onClick={() => setDialog({ kind: 'edit', row, position: firstPosition + list.data!.rows.indexOf(row) })}
            onPointerEnter={preloadForm}
            className={buttonStyles.icon}
          >
            <PencilIcon />
          </button>
        )}
        {hasHistory && (
          <button
            type="button"
            aria-label={`History of ${rowName(row)}`}
            onClick={() => setDialog({ kind: 'history', row })}
            className={buttonStyles.icon}
          >
            <HistoryIcon />
          </button>
        )}
        {confirmDelete && deleteAction(row)}
        {rowActions?.(row)}
      </div>
    ),
  };

  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeading
        title={title}
        lead={intro}
        actions={
          add && (
            <button
              type="button"
              onClick={() => setDialog({ kind: 'add' })}
              onPointerEnter={preloadForm}
              onFocus={preloadForm}
              className={buttonStyles.accent}
            >
              <PlusIcon className="size-4" /> {add.label}
            </button>
          )
        }
      />

      {searches && <ListSearch plural={resource.plural} q={q} onSearch={setQ} />}

      {searches && q && settled && total === 0 ? (
        <EmptyState action={{ label: 'Show them all', onClick: () => setQ('') }}>
          No {resource.plural} match “{q}”.
        </EmptyState>
      ) : empty && settled && total === 0 ? (
        <p
          role="status"
          className="rounded-xl bg-white px-4 py-12 text-center text-charcoal-500 shadow-sm ring-1 ring-ecru-300"
        >
          {empty}
        </p>
      ) : (
        <ResourceTable
          caption={
            list.data
              ? `${total} ${total === 1 ? resource.singular : resource.plural}${searches && q ? ` matching “${q}”` : ''}, newest first${pageOfPages(page, pages)}`
              : `${resource.plural[0]!.toUpperCase()}${resource.plural.slice(1)}, newest first`
          }
          columns={hasActions ? [...columns, actionColumn] : columns}
          rows={list.data?.rows}
          plural={resource.plural}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          error={list.error ? { message: list.error.message, retry: () => void list.refetch() } : null}
          boxRef={listTop}
        />
      )}
      <Pagination
        total={total}
        pageSize={resource.pageSize}
        threshold={resource.threshold}
        page={page}
        label={`${title} pages`}
      />

      {dialog?.kind === 'add' && add && (
        <Modal title={add.form.title()} onClose={requestClose} busy={create.isPending}>
          {add.form.render({
            pending: create.isPending,
            progress: create.progress,
            onCancelUpload: create.cancelUpload,
            onSubmit: async (input) => {
              await create.mutateAsync(input);
              saved();
            },
            onCancel: requestClose,
            draftKey: formDraft,
            onDirtyChange: setDirty,
          })}
        </Modal>
      )}
      {dialog?.kind === 'edit' && edit && (
        <Modal title={edit.title(dialog)} onClose={requestClose} busy={update.isPending}>
          {edit.render({
            row: dialog.row,
            pending: update.isPending,
            progress: update.progress,
            onCancelUpload: update.cancelUpload,
            onSubmit: async (input) => {
              await update.mutateAsync({ ...input, id: dialog.row._id });
              saved();
            },
            onCancel: requestClose,
            draftKey: formDraft,
            onDirtyChange: setDirty,
          })}
        </Modal>
      )}
      {askDiscard && formDraft && (
        <ConfirmDialog
          title="Discard changes?"
          question="What you typed or chose in this form has not been saved."
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          onCancel={() => setAskDiscard(false)}
          onConfirm={() => {
            clearDraft(formDraft);
            close();
          }}
        />
      )}
      {dialog?.kind === 'delete' && confirmDelete && (
        <ConfirmDialog
          question={confirmDelete}
          detail={rowName(dialog.row)}
          outcome={trashed ? TO_TRASH : undefined}
          pending={remove.isPending}
          error={
            remove.error ? `“${rowName(dialog.row)}” could not be deleted: ${errorMessage(remove.error)}` : undefined
          }
          onCancel={close}
          // A failure leaves it open with the reason: an outage may pass, a refusal (a 409) is cancelled.
          onConfirm={() => remove.mutate({ id: dialog.row._id, name: rowName(dialog.row) }, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'history' && keepsRevisions(resourceName) && (
        <HistoryDialog resource={resourceName} id={dialog.row._id} name={rowName(dialog.row)} onClose={close} />
      )}
    </section>
  );
}
