import { useCreateRecord, useUpdateRecord, type ScreenResource } from '../../lib/screen-resource.ts';
import type { FormDescription } from './crud-form.tsx';
import { DiscardChangesDialog } from './discard-changes-dialog.tsx';
import { Modal } from './modal.tsx';
import type { CrudDialogs } from './use-crud-dialogs.ts';

interface CrudFormDialogsProps<TRow extends { _id: string }, TCreate, TUpdate> {
  resource: ScreenResource<TRow, TCreate, TUpdate>;
  add?: { form: FormDescription<TRow, TCreate> } | undefined;
  edit?: FormDescription<TRow, TUpdate> | undefined;
  dialogs: CrudDialogs<TRow>;
}

/**
 * The add and edit forms, each in a modal that saves through the API (with an upload's progress), and the
 * "Discard changes?" question a form with unsaved work asks before it closes.
 */
export function CrudFormDialogs<TRow extends { _id: string }, TCreate, TUpdate>(
  props: CrudFormDialogsProps<TRow, TCreate, TUpdate>,
) {
  const { resource, add, edit, dialogs } = props;
  const { dialog, requestClose, formDraft, setDirty, closeWithoutDraft } = dialogs;
  const create = useCreateRecord(resource);
  const update = useUpdateRecord(resource);
  const shared = { onCancel: requestClose, onSaved: closeWithoutDraft, draftKey: formDraft, onDirtyChange: setDirty };
  return (
    <>
      {dialog?.kind === 'add' && add && (
        <Modal title={add.form.title()} onClose={requestClose} busy={create.isPending}>
          {add.form.render({
            pending: create.isPending,
            progress: create.progress,
            onCancelUpload: create.cancelUpload,
            onSubmit: (input) => create.mutateAsync(input),
            ...shared,
          })}
        </Modal>
      )}
      {dialog?.kind === 'edit' && edit && (
        <Modal title={edit.title(dialog)} onClose={requestClose} busy={update.isPending} size={edit.wide ? 'xl' : 'lg'}>
          {edit.render({
            row: dialog.row,
            contract: resource.contract,
            refresh: update.refresh,
            pending: update.isPending,
            progress: update.progress,
            onCancelUpload: update.cancelUpload,
            onSubmit: (input) => update.mutateAsync({ ...input, id: dialog.row._id }),
            ...shared,
          })}
        </Modal>
      )}
      {dialogs.askDiscard && formDraft && (
        <DiscardChangesDialog onDiscard={closeWithoutDraft} onKeepEditing={dialogs.keepEditing} />
      )}
    </>
  );
}
