/** What can take focus in an island, in document order. */
export const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

const FIELDS = 'input, textarea, select';
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What a visitor did in an island's server HTML before its code arrived: what they typed or chose, and
 * where focus (and the caret) was. The live component's markup is the same, so fields match by position.
 */
export interface Handover {
  values: (string | boolean)[];
  focused: number;
  selection: [number, number] | null;
  /** Puts all this into the live markup. */
  applyTo(root: Element): void;
}

export function takeHandover(root: Element): Handover {
  const active = document.activeElement;
  const caret = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  let selection: [number, number] | null = null;
  try {
    if (caret && root.contains(caret)) selection = [caret.selectionStart ?? 0, caret.selectionEnd ?? 0];
  } catch {
    // An e-mail or number field has no caret to read.
  }
  const handover: Handover = {
    values: [...root.querySelectorAll<Field>(FIELDS)].map((field) =>
      isCheckable(field) ? field.checked : field.value,
    ),
    focused: active && root.contains(active) ? [...root.querySelectorAll(FOCUSABLE)].indexOf(active) : -1,
    selection,
    applyTo: (live) => applyHandover(live, handover),
  };
  return handover;
}

function applyHandover(root: Element, { values, focused, selection }: Handover) {
  const fields = [...root.querySelectorAll<Field>(FIELDS)];
  if (fields.length === values.length) {
    fields.forEach((field, index) => {
      const value = values[index]!;
      if (isCheckable(field)) field.checked = value === true;
      else if (field.type !== 'file' && field.value !== value) field.value = String(value);
    });
  }
  const target = focused >= 0 ? root.querySelectorAll<HTMLElement>(FOCUSABLE)[focused] : undefined;
  if (!target) return;
  target.focus();
  try {
    if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      target.setSelectionRange(...selection);
    }
  } catch {
    // As above: no caret to put back.
  }
}
