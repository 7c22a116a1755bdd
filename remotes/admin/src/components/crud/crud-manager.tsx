import { useEffect, useState, type ReactNode } from 'react';
import { pageCount } from '@texbridge/shared/paging/paging';
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
import { useListTop } from '../../lib/use-list-top.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { useSearchParam } from '../../lib/use-search-param.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { PencilIcon, PlusIcon, TrashIcon } from '../ui/icons.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import type { Column } from './columns.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ListSearch } from './list-search.tsx';
import { loadCrudForm, type FormDescription, type RowContext } from './crud-form.tsx';
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

type OpenDialog<TRow> = { kind: 'add' } | ({ kind: 'edit' } & RowContext<TRow>) | { kind: 'delete'; row: TRow } | null;

export function CrudManager<TRow extends { _id: string }, TCreate, TUpdate>(
  props: CrudManagerProps<TRow, TCreate, TUpdate>,
) {
  const { resource, screen, intro, empty, columns, rowName, add, edit, confirmDelete, canDelete, rowActions } = props;
  const { title } = screen;
  const [page, setPage] = usePageParam();
  // A list whose contract searches (docs/search.md) gets a search box; its words live in the URL too.
  const searches = Boolean(resource.contract.list.search);
  const [q, setQ] = useSearchParam();
  const list = useResourceList(resource, page, searches ? q : '');
  const listTop = useListTop(page);
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

  const total = list.data?.total ?? 0;
  const pages = pageCount(total, resource.pageSize);
  // A page that no longer exists (the last row of the last page was deleted): show the last one there is.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);
  }, [list.data, list.isPlaceholderData, page, pages, setPage]);

  const firstPosition = (Math.min(page, pages) - 1) * resource.pageSize + 1;
  const hasActions = Boolean(edit || confirmDelete || rowActions);
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
        {confirmDelete && deleteAction(row)}
        {rowActions?.(row)}
      </div>
    ),
  };

  return (
    <section aria-labelledby="admin-page-heading" className="flex flex-col gap-5">
      <PageTitle name={title} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            id="admin-page-heading"
            tabIndex={-1}
            className="focus:outline-none font-display text-2xl font-semibold text-indigo-950 sm:text-3xl"
          >
            {title}
          </h1>
          {intro && <p className="mt-1 max-w-2xl text-sm text-charcoal-700">{intro}</p>}
        </div>
        {add && (
          <button
            type="button"
            onClick={() => setDialog({ kind: 'add' })}
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            className={buttonStyles.accent}
          >
            <PlusIcon className="size-4" /> {add.label}
          </button>
        )}
      </header>

      {searches && <ListSearch plural={resource.plural} q={q} onSearch={setQ} />}

      {searches && q && list.data && !list.isPlaceholderData && total === 0 ? (
        <div
          role="status"
          className="rounded-xl bg-white px-4 py-12 text-center text-charcoal-700 shadow-sm ring-1 ring-ecru-300"
        >
          No {resource.plural} match “{q}”.{' '}
          <button type="button" onClick={() => setQ('')} className="font-semibold text-madder-700 underline">
            Show them all
          </button>
        </div>
      ) : empty && list.data && !list.isPlaceholderData && total === 0 ? (
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
              ? `${total} ${total === 1 ? resource.singular : resource.plural}${searches && q ? ` matching “${q}”` : ''}, newest first${pages > 1 ? ` · page ${Math.min(page, pages)} of ${pages}` : ''}`
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
          pending={remove.isPending}
          error={
            remove.error ? `“${rowName(dialog.row)}” could not be deleted: ${errorMessage(remove.error)}` : undefined
          }
          onCancel={close}
          // A failure leaves it open with the reason: an outage may pass, a refusal (a 409) is cancelled.
          onConfirm={() => remove.mutate(dialog.row._id, { onSuccess: close })}
        />
      )}
    </section>
  );
}
