import { useId, useRef } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Modal } from './modal.tsx';

/**
 * Asks before deleting, in docs/spec.md §5's words (e.g. 'Are You Sure to Delete That Slide ?'), or before
 * anything else that cannot be undone (discarding a form's changes).
 */
export function ConfirmDialog({
  title = 'Please confirm',
  question,
  detail,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
  onCancel,
}: {
  title?: string;
  question: string;
  /** What will be deleted, e.g. the row's title. */
  detail?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const describedBy = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      role="alertdialog"
      describedBy={describedBy}
      onClose={onCancel}
      busy={pending}
      initialFocus={cancel}
      size="sm"
    >
      <div id={describedBy} className="space-y-2">
        <p className="text-base font-semibold text-indigo-950">{question}</p>
        {detail && <p className="text-sm break-words text-charcoal-700">“{detail}” will be removed for good.</p>}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} disabled={pending} className={buttonStyles.secondary}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={buttonStyles.danger}>
          {pending && <Spinner inline />}
          {pending ? 'Deleting…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
