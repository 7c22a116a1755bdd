import { isTrashed, TRASH_DAYS } from '@texbridge/shared/resources/history';
import type { useDeleteRecord } from '../../lib/screen-resource.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What a delete does to a record of a resource the trash keeps (docs/history.md). */
const TO_TRASH = `will be moved to the Trash, where it can be restored for ${TRASH_DAYS} days.`;

interface CrudDeleteDialogProps {
  resourceName: string;
  /** docs/spec.md §5's question, e.g. 'Are You Sure to Delete That Slide ?'. */
  question: string;
  id: string;
  /** The record's name, as the question's detail and the failure say it. */
  name: string;
  remove: ReturnType<typeof useDeleteRecord>;
  onClose: () => void;
}

/** "Are you sure?" before a delete, saying where the record goes; a failure stays open with its reason. */
export function CrudDeleteDialog({ resourceName, question, id, name, remove, onClose }: CrudDeleteDialogProps) {
  return (
    <ConfirmDialog
      question={question}
      detail={name}
      outcome={isTrashed(resourceName) ? TO_TRASH : undefined}
      pending={remove.isPending}
      error={remove.error ? `“${name}” could not be deleted: ${errorMessage(remove.error)}` : undefined}
      onCancel={onClose}
      // A failure leaves it open with the reason: an outage may pass, a refusal (a 409) is cancelled.
      onConfirm={() => remove.mutate({ id, name }, { onSuccess: onClose })}
    />
  );
}
