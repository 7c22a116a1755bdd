import { useQueryClient } from '@tanstack/react-query';
import type { TrashedResource } from '@texbridge/shared/resources/history';
import toast, { type Toast } from 'react-hot-toast';
import { errorMessage } from '../../lib/error-message.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { PAGE_HEADING_ID } from '../ui/screen-heading.tsx';
import { refreshRestored, restoreTrashed } from './restore-trashed.ts';

/**
 * How long a delete's toast stays, with its Undo: long enough to reach the button (a success toast is gone
 * in 2 s, docs/spec.md §9). It also stays while the pointer is over it or the button has focus.
 */
export const UNDO_TOAST_MS = 8000;

/** What was deleted: the toast's words, and the record the Undo takes out of the trash. */
export interface Deleted {
  /** The toast's words, e.g. 'Slide Deleted Successfully'. */
  message: string;
  resource: TrashedResource;
  _id: string;
  /** How the record is named to staff, in the Undo's label and the outcome's toast. */
  name: string;
}

/**
 * The success toast of a delete that went to the trash (docs/history.md), with an "Undo" button that
 * restores the record and refreshes every view of it, then says how that went in a toast of its own.
 */
export function useDeletedToast() {
  const queryClient = useQueryClient();
  return (deleted: Deleted) => {
    let undone = false;
    const undo = async (shown: Toast) => {
      // A second press while the toast fades out must not restore twice.
      if (undone) return;
      undone = true;
      const hadFocus = document.activeElement?.closest('[data-undo-toast]') != null;
      toast.dismiss(shown.id);
      // The button goes with its toast: focus moves to the screen's heading rather than being lost.
      if (hadFocus) document.getElementById(PAGE_HEADING_ID)?.focus();
      try {
        await restoreTrashed({ resource: deleted.resource, _id: deleted._id });
      } catch (error) {
        toast.error(`“${deleted.name}” was not restored: ${errorMessage(error)}`);
        return;
      }
      toast.success(`“${deleted.name}” restored`);
      await refreshRestored(queryClient, deleted.resource);
    };
    let id = '';
    // Re-sent under its own id, a toast keeps its place and restarts its time: held while the button has focus.
    const show = (duration: number) => toast.success(render, { id, duration });
    const render = (shown: Toast) => (
      <span data-undo-toast="" className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{deleted.message}</span>
        <button
          type="button"
          aria-label={`Undo: restore “${deleted.name}”`}
          onClick={() => void undo(shown)}
          onFocus={() => show(Infinity)}
          onBlur={() => !undone && show(UNDO_TOAST_MS)}
          className={buttonStyles.secondary}
        >
          Undo
        </button>
      </span>
    );
    id = toast.success(render, { duration: UNDO_TOAST_MS });
  };
}
