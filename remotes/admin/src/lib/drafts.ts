/**
 * Unsaved add and edit forms, kept in this browser tab (sessionStorage) until they are saved or
 * discarded, so that a closed modal or a reload does not lose what was typed. Storage can be full or
 * blocked (private modes): then there is simply no draft.
 */
const PREFIX = 'texbridge:admin-draft:';

/** One key per manager and per form: `slides:add`, `slides:edit:<id>`. */
export const draftKey = (resource: string, form: 'add' | { edit: string }) =>
  `${PREFIX}${resource}:${form === 'add' ? 'add' : `edit:${form.edit}`}`;

export function readDraft(key: string): Record<string, unknown> | null {
  try {
    const stored = sessionStorage.getItem(key);
    const value: unknown = stored ? JSON.parse(stored) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // No room or no storage: the form itself still holds the values.
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** A form's work saved or thrown away: its draft goes, and its drafts in other languages (`key@zh`) with it. */
export function clearDrafts(key: string) {
  try {
    for (const stored of Object.keys(sessionStorage)) if (stored.split('@')[0] === key) clearDraft(stored);
  } catch {
    // No storage.
  }
}
