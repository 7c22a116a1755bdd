import { TRASH_DAYS, TRASHED_RESOURCES, type TrashItem } from '@texbridge/shared/resources/history';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog.tsx';
import { ResourceTable } from '../../../components/crud/resource-table.tsx';
import { FilterSelect } from '../../../components/filters/filter-select.tsx';
import { resourceLabel } from '../../../components/history/resource-words.ts';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PAGE_HEADING_ID, ScreenHeading } from '../../../components/ui/screen-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminScreens } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDeleteForever, useRestoreTrashed, useTrash } from '../api/trash-api.ts';
import { trashColumns, trashRow } from './trash-columns.tsx';
import { useResourceParam } from './use-resource-param.ts';

const kinds = TRASHED_RESOURCES.map((name) => ({ value: name, label: resourceLabel(name) }));
const same = (a: TrashItem | undefined, b: TrashItem) => a?.resource === b.resource && a._id === b._id;

/**
 * The Trash (docs/history.md): deleted content and requests, newest first, by resource. Restore brings one
 * back under its own id; "Delete forever", asked first, removes it and its history for good. The API
 * deletes what has waited TRASH_DAYS days by itself.
 */
export function TrashScreen() {
  const { title } = adminScreens.trash;
  const [resource, setResource] = useResourceParam(TRASHED_RESOURCES);
  const trash = useTrash(resource);
  const restore = useRestoreTrashed();
  const remove = useDeleteForever();
  const [asking, setAsking] = useState<TrashItem | null>(null);
  const count = trash.data?.length ?? 0;

  const actions = (item: TrashItem) => {
    const restoring = restore.isPending && same(restore.variables, item);
    return (
      <>
        <button
          type="button"
          disabled={restoring}
          aria-busy={restoring || undefined}
          // The visible words first (WCAG 2.5.3), then what it acts on.
          aria-label={`Restore: ${item.title}`}
          onClick={() => restore.mutate(item)}
          className={buttonStyles.secondary}
        >
          {restoring && <Spinner inline />}
          {restoring ? 'Restoring…' : 'Restore'}
        </button>
        <button
          type="button"
          aria-label={`Delete forever: ${item.title}`}
          onClick={() => {
            remove.reset();
            setAsking(item);
          }}
          className={buttonStyles.danger}
        >
          Delete forever
        </button>
      </>
    );
  };

  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-5">
      <ScreenHeading
        title={title}
        lead={`Deleted content and requests wait here for ${TRASH_DAYS} days, newest first, before they are deleted for good. Restore puts one back where it was.`}
      />

      <form
        role="search"
        aria-label="Filter the trash"
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ecru-300 sm:flex-row sm:items-end"
      >
        <FilterSelect
          label="Kind"
          value={resource}
          onChange={setResource}
          anyLabel="Everything"
          options={kinds}
          className="sm:w-72"
        />
      </form>

      {trash.data && count === 0 ? (
        <EmptyState action={resource ? { label: 'Show everything', onClick: () => setResource('') } : undefined}>
          {resource
            ? `No ${resourceLabel(resource).toLowerCase()} are in the trash.`
            : `The trash is empty. Deleted content and requests wait here for ${TRASH_DAYS} days.`}
        </EmptyState>
      ) : (
        <ResourceTable
          caption={
            trash.data
              ? `${count} deleted ${count === 1 ? 'record' : 'records'}${resource ? ` of ${resourceLabel(resource)}` : ''}, newest first`
              : 'Deleted records, newest first'
          }
          columns={trashColumns(actions)}
          rows={trash.data?.map(trashRow)}
          plural="deleted records"
          loading={trash.isPending}
          error={trash.error ? { message: errorMessage(trash.error), retry: () => void trash.refetch() } : null}
        />
      )}

      {asking && (
        <ConfirmDialog
          title="Delete for good?"
          question="This cannot be undone: it and its history will be gone."
          detail={asking.title}
          outcome="will be deleted forever."
          confirmLabel="Delete forever"
          pending={remove.isPending}
          error={remove.error ? `“${asking.title}” was not deleted: ${errorMessage(remove.error)}` : undefined}
          onCancel={() => setAsking(null)}
          onConfirm={() => remove.mutate(asking, { onSuccess: () => setAsking(null) })}
        />
      )}
    </section>
  );
}
