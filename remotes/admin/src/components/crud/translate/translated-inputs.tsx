import { useId, useRef } from 'react';
import { get, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { buttonStyles } from '../../ui/button-styles.ts';
import { fieldMessage } from '../fields/field-shell.tsx';
import { inputId, inputStyles, LanguageMark, text, type KindProps } from './slot-parts.tsx';
import { ListSlot, RowsSlot } from './translated-entries.tsx';
import { copyTheEnglish, type Slot } from './translation-form.ts';
import { LANGUAGE, LANGUAGE_TAG, type Translation } from './use-translation.ts';

/**
 * The inputs of an edit form's second column (docs/adding-a-language.md, "The dashboard"): each beside its
 * English input, in the language's own `lang`, empty where the translation is missing, with the English as its
 * placeholder and, for assistive technology and on a phone (where the English is in the other tab), as its hint.
 * "Copy the English" fills the blank ones with the English as a start; a copy is marked (a dashed border, and a
 * note the input is described by) until it is edited or kept, and is not saved as a translation while marked.
 */

/** What a long English hint shows on a phone; the placeholder holds the whole. */
const HINT_MAX = 160;

interface SlotProps {
  slot: Slot;
  translation: Translation;
  /** The English form's control: the placeholders and hints follow what is typed there. */
  english: Control<FieldValues>;
}

export function TranslatedInput(props: SlotProps) {
  const { slot, translation } = props;
  const englishValue = useWatch({ control: props.english, name: slot.name }) as unknown;
  const value = useWatch({ control: translation.form.control, name: slot.name }) as unknown;
  const box = useRef<HTMLDivElement>(null);
  const ids = useId();
  const marked = [...translation.copies].filter((name) => name === slot.name || name.startsWith(`${slot.name}.`));
  const noteId = marked.length > 0 ? `${ids}-copied` : undefined;
  // The button pressed goes away with what it did: the focus moves to the input it filled or kept.
  const focusFirst = (id?: string) =>
    requestAnimationFrame(() =>
      (id
        ? document.getElementById(id)
        : box.current?.querySelector<HTMLElement>('[data-copied], input, textarea')
      )?.focus(),
    );
  const copy = copyTheEnglish(slot, englishValue, value);
  const set = (next: unknown) => translation.form.setValue(slot.name, next as never, { shouldDirty: true });
  const edited = (name: string) => translation.copies.has(name) && translation.mark([name], false);
  const common = { ...props, ids, value, englishValue, noteId, edited, set };
  const disabled = translation.status !== 'ready';

  return (
    <div ref={box} className="flex min-w-0 flex-col gap-1.5">
      {slot.kind === 'list' ? (
        <ListSlot {...common} slot={slot} disabled={disabled} />
      ) : slot.kind === 'rows' ? (
        <RowsSlot {...common} slot={slot} disabled={disabled} />
      ) : (
        <TextSlot {...common} slot={slot} disabled={disabled} />
      )}
      {marked.length > 0 && (
        <p id={noteId} className="text-xs font-medium text-saffron-700">
          Copied from the English: not saved as {LANGUAGE} until you edit it, or keep it as it is.
        </p>
      )}
      {!disabled && (copy.filled.length > 0 || marked.length > 0) && (
        <div className="flex flex-wrap gap-2">
          {copy.filled.length > 0 && (
            <SmallButton
              onClick={() => {
                set(copy.value);
                translation.mark(copy.filled, true);
                focusFirst(inputId(ids, copy.filled[0]!, slot.name));
              }}
              text="Copy the English"
              of={slot.label}
            />
          )}
          {marked.length > 0 && (
            <>
              <SmallButton
                onClick={() => {
                  translation.mark(marked, false);
                  focusFirst();
                }}
                text={`Keep as ${LANGUAGE}`}
                of={slot.label}
              />
              <SmallButton
                onClick={() => {
                  let next: unknown = value;
                  for (const name of marked) next = cleared(next, slot.name, name);
                  set(next);
                  translation.mark(marked, false);
                  focusFirst();
                }}
                text="Undo copy"
                of={slot.label}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The value with the input `name` (the slot's own, or an entry's `slot.2`, a row part's `slot.0.label`) emptied. */
function cleared(value: unknown, slotName: string, name: string): unknown {
  if (name === slotName) return '';
  const [index, part] = name.slice(slotName.length + 1).split('.');
  const list = Array.isArray(value) ? [...(value as unknown[])] : [];
  list[Number(index)] = part === undefined ? '' : { ...(list[Number(index)] as object), [part]: '' };
  return list;
}

/** A button of one slot, named with the slot's label ('Copy the English: Caption'), its words first. */
function SmallButton({ onClick, text, of }: { onClick: () => void; text: string; of: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${text}: ${of}`}
      className={`${buttonStyles.secondary} sm:min-h-8 sm:px-3 sm:py-1 sm:text-xs`}
    >
      {text}
    </button>
  );
}

/** What the English says, for a screen reader and a phone: on a laptop the English input is beside it. */
function EnglishHint({ id, english }: { id: string; english: string }) {
  const shown = english.length > HINT_MAX ? `${english.slice(0, HINT_MAX).trimEnd()}…` : english;
  return (
    <p id={id} className="text-xs text-charcoal-500 lg:sr-only">
      English: {english ? <span className="lg:hidden">{shown}</span> : 'empty'}
      {english && shown !== english && <span className="hidden lg:inline">{english}</span>}
    </p>
  );
}

function useError(translation: Translation, name: string) {
  const error = get(translation.form.formState.errors, name) as { message?: string } | undefined;
  return error?.message;
}

function TextSlot({
  slot,
  ids,
  translation,
  englishValue,
  noteId,
  disabled,
  edited,
}: KindProps<Extract<Slot, { kind: 'text' | 'textarea' }>>) {
  const id = inputId(ids, slot.name, slot.name);
  const error = useError(translation, slot.name);
  const english = text(englishValue);
  const control = {
    id,
    lang: LANGUAGE_TAG,
    placeholder: english,
    disabled,
    'data-copied': translation.copies.has(slot.name) || undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': [`${ids}-hint`, noteId, error && `${ids}-error`].filter(Boolean).join(' '),
    className: inputStyles,
    ...translation.form.register(slot.name, { onChange: () => edited(slot.name) }),
  };
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-indigo-950">
        {slot.label} <LanguageMark />
      </label>
      {slot.kind === 'textarea' ? <textarea {...control} rows={slot.rows ?? 5} /> : <input type="text" {...control} />}
      <EnglishHint id={`${ids}-hint`} english={english} />
      {error && (
        <p id={`${ids}-error`} className="text-sm font-medium text-madder-700">
          {fieldMessage(slot.label, error)} ({LANGUAGE})
        </p>
      )}
    </>
  );
}
