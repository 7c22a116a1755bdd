import { ConfirmDialog } from './confirm-dialog.tsx';

/** Asked before a form with unsaved work closes: Discard throws its draft away, Keep editing goes back to it. */
export function DiscardChangesDialog({
  onDiscard,
  onKeepEditing,
}: {
  onDiscard: () => void;
  onKeepEditing: () => void;
}) {
  return (
    <ConfirmDialog
      title="Discard changes?"
      question="What you typed or chose in this form has not been saved."
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
    />
  );
}
