import { useState } from 'react';
import { clearDrafts, draftKey } from '../../lib/drafts.ts';
import type { RowContext } from './form-spec.ts';

/** The one dialog a manager screen has open, if any. */
type OpenDialog<TRow> =
  | { kind: 'add' }
  | ({ kind: 'edit' } & RowContext<TRow>)
  | { kind: 'delete'; row: TRow }
  | { kind: 'history'; row: TRow }
  | null;

/**
 * Which dialog a manager screen has open, and how it closes. An add or edit form with unsaved work asks
 * before it closes (`askDiscard`); what was typed is kept as a draft under `formDraft` until it is saved or
 * thrown away.
 */
export function useCrudDialogs<TRow extends { _id: string }>(resourceName: string) {
  const [dialog, open] = useState<OpenDialog<TRow>>(null);
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => {
    open(null);
    setDirty(false);
    setAskDiscard(false);
  };
  const formDraft =
    dialog?.kind === 'add'
      ? draftKey(resourceName, 'add')
      : dialog?.kind === 'edit'
        ? draftKey(resourceName, { edit: dialog.row._id })
        : undefined;
  return {
    dialog,
    open,
    close,
    formDraft,
    askDiscard,
    /** The open form says whether it holds unsaved work. */
    setDirty,
    /** ×, Escape or Cancel on a form: closes it, or first asks when it holds unsaved work. */
    requestClose: () => (dirty ? setAskDiscard(true) : close()),
    keepEditing: () => setAskDiscard(false),
    /** The form's work was saved, or thrown away: its draft goes with it. */
    closeWithoutDraft: () => {
      if (formDraft) clearDrafts(formDraft);
      close();
    },
  };
}

export type CrudDialogs<TRow extends { _id: string }> = ReturnType<typeof useCrudDialogs<TRow>>;
