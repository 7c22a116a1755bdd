import { controlStyles } from '../fields/field-shell.tsx';
import type { Slot } from './translation-form.ts';
import { LANGUAGE, LANGUAGE_TAG, type Translation } from './use-translation.ts';

// What the second column's inputs share (translated-inputs.tsx, translated-entries.tsx).

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const texts = (value: unknown) => (Array.isArray(value) ? value.map(text) : []);
const copiedStyles = 'data-copied:border-dashed data-copied:border-saffron-700 data-copied:bg-saffron-100';
export const inputStyles = `${controlStyles} min-w-0 ${copiedStyles}`;

/** The language beside a label, in its own script and `lang`. */
export const LanguageMark = () => (
  <span lang={LANGUAGE_TAG} className="rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-semibold text-indigo-900">
    {LANGUAGE}
  </span>
);

/** Each input's id, from the slot's: its path with the dots made dashes. */
export const inputId = (ids: string, name: string, slotName: string) =>
  `${ids}-${name.slice(slotName.length).replaceAll('.', '-') || 'input'}`;

export interface KindProps<TSlot extends Slot> {
  slot: TSlot;
  /** The slot's id, each of its inputs' ids made from it (inputId). */
  ids: string;
  translation: Translation;
  value: unknown;
  englishValue: unknown;
  noteId: string | undefined;
  disabled: boolean;
  edited: (name: string) => void;
  set: (next: unknown) => void;
}
