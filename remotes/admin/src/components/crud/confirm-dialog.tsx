import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Modal } from './modal.tsx';

/**
 * Asks before deleting, in docs/spec.md §5's words (e.g. 'Are You Sure to Delete That Slide ?'), or before
 * anything else that cannot be undone (discarding a form's changes, making someone an admin).
 */
export function ConfirmDialog({
  title = 'Please confirm',
  question,
  detail,
  outcome = 'will be removed for good.',
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting…',
  cancelLabel = 'Cancel',
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  title?: string;
  question: string;
  /** What it is about, e.g. the row's title or a user's e-mail: shown quoted, before `outcome`. */
  detail?: string;
  /** What happens to `detail`. */
  outcome?: string;
  confirmLabel?: string;
  /** The confirm button's words while it is under way. */
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  /** Why the last try failed: the dialog stays, so that it can be tried again or cancelled. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const describedBy = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // The pressed button was disabled while under way, which took focus out of the dialog: bring it back.
  useEffect(() => {
    if (error) cancel.current?.focus();
  }, [error]);
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
        {detail && (
          <p className="text-sm break-words text-charcoal-700">
            “{detail}” {outcome}
          </p>
        )}
      </div>
      {/* The toast says it too (docs/spec.md §8); this stays in view beside the buttons it concerns. */}
      {error && <p className="mt-4 text-sm font-medium break-words text-madder-700">{error}</p>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" onClick={onCancel} disabled={pending} className={buttonStyles.secondary}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={buttonStyles.danger}>
          {pending && <Spinner inline />}
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
