import type { CSSProperties } from 'react';
import { get } from 'react-hook-form';
import { fieldMessage } from '../fields/field-shell.tsx';
import { inputId, inputStyles, LanguageMark, text, texts, type KindProps } from './slot-parts.tsx';
import type { Slot } from './translation-form.ts';
import { LANGUAGE, LANGUAGE_TAG } from './use-translation.ts';

// A list's and rows' inputs in the second column (translated-inputs.tsx): each entry beside the English entry
// of the same place, with that entry as its placeholder and its hint.

export function ListSlot({
  slot,
  ids,
  translation,
  value,
  englishValue,
  noteId,
  disabled,
  edited,
  set,
}: KindProps<Extract<Slot, { kind: 'list' }>>) {
  const english = texts(englishValue);
  const own = texts(value);
  const count = Math.max(english.length, own.length);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-indigo-950">
        {slot.label} <LanguageMark />
      </legend>
      {slot.hint && <p className="-mt-1 text-xs text-charcoal-500">{slot.hint}</p>}
      {count === 0 && <p className="text-xs text-charcoal-500">No English entries to translate.</p>}
      <ol className="flex flex-col gap-2">
        {Array.from({ length: count }, (_, index) => {
          const name = `${slot.name}.${index}`;
          const error = get(translation.form.formState.errors, name) as { message?: string } | undefined;
          const label = `${slot.itemLabel} ${index + 1}`;
          return (
            // Entries have no identity but their place, beside the English entry of the same place.
            <li key={index} className="flex flex-col gap-1 sm:min-h-9">
              <input
                id={inputId(ids, name, slot.name)}
                lang={LANGUAGE_TAG}
                aria-label={`${label} ${LANGUAGE}`}
                aria-describedby={[`${ids}-hint-${index}`, translation.copies.has(name) && noteId]
                  .filter(Boolean)
                  .join(' ')}
                aria-invalid={Boolean(error)}
                data-copied={translation.copies.has(name) || undefined}
                placeholder={english[index] ?? ''}
                disabled={disabled}
                value={own[index] ?? ''}
                onChange={(event) => {
                  set(Array.from({ length: count }, (_, at) => (at === index ? event.target.value : (own[at] ?? ''))));
                  edited(name);
                }}
                className={inputStyles}
              />
              <span id={`${ids}-hint-${index}`} className="sr-only">
                English: {english[index] || 'no English entry'}
              </span>
              {error?.message && (
                <p className="text-sm font-medium text-madder-700">
                  {fieldMessage(label, error.message)} ({LANGUAGE})
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

export function RowsSlot({
  slot,
  ids,
  translation,
  value,
  englishValue,
  noteId,
  disabled,
  edited,
  set,
}: KindProps<Extract<Slot, { kind: 'rows' }>>) {
  const english = (Array.isArray(englishValue) ? englishValue : []) as Record<string, unknown>[];
  const own = (Array.isArray(value) ? value : []) as Record<string, unknown>[];
  const rowError = (index: number, part: string) =>
    (get(translation.form.formState.errors, `${slot.name}.${index}.${part}`) as { message?: string } | undefined)
      ?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-indigo-950">
        {slot.label} <LanguageMark />
      </legend>
      {slot.hint && <p className="-mt-1 text-xs text-charcoal-500">{slot.hint}</p>}
      {english.length === 0 && <p className="text-xs text-charcoal-500">No English rows to translate.</p>}
      <div
        style={{ '--parts': slot.parts.length } as CSSProperties}
        className="flex flex-col gap-3 sm:grid sm:grid-cols-[repeat(var(--parts),minmax(0,1fr))] sm:gap-x-2 sm:gap-y-2"
      >
        {english.length > 0 && (
          <div
            aria-hidden="true"
            className="hidden text-xs font-semibold text-charcoal-700 sm:col-span-full sm:grid sm:grid-cols-subgrid"
          >
            {slot.parts.map((part) => (
              <span key={part.name}>{part.label}</span>
            ))}
          </div>
        )}
        <ol className="flex flex-col gap-3 sm:col-span-full sm:grid sm:grid-cols-subgrid sm:gap-y-2">
          {english.map((row, index) => (
            // Rows have no identity but their place: each beside the English row of the same place.
            <li
              key={index}
              className="flex flex-col gap-2 rounded-lg bg-white p-3 ring-1 ring-ecru-300 sm:col-span-full sm:grid sm:min-h-9 sm:grid-cols-subgrid sm:bg-transparent sm:p-0 sm:ring-0"
            >
              {slot.parts.map((part) => {
                const name = `${slot.name}.${index}.${part.name}`;
                const id = inputId(ids, name, slot.name);
                const error = rowError(index, part.name);
                const theirs = text(row[part.name]);
                return (
                  <div key={part.name} className="flex min-w-0 flex-col gap-1">
                    <label htmlFor={id} className="text-xs font-semibold text-charcoal-700 sm:sr-only">
                      {part.label} {index + 1} {LANGUAGE}
                    </label>
                    <input
                      id={id}
                      lang={LANGUAGE_TAG}
                      placeholder={theirs}
                      disabled={disabled}
                      data-copied={translation.copies.has(name) || undefined}
                      aria-invalid={Boolean(error)}
                      aria-describedby={[`${id}-hint`, translation.copies.has(name) && noteId, error && `${id}-error`]
                        .filter(Boolean)
                        .join(' ')}
                      value={text(own[index]?.[part.name])}
                      onChange={(event) => {
                        set(
                          english.map((_, at) => ({
                            ...own[at],
                            ...(at === index ? { [part.name]: event.target.value } : {}),
                          })),
                        );
                        edited(name);
                      }}
                      className={inputStyles}
                    />
                    <span id={`${id}-hint`} className="sr-only">
                      English: {theirs || 'empty'}
                    </span>
                    {error && (
                      <p id={`${id}-error`} className="text-sm font-medium text-madder-700">
                        {fieldMessage(`${part.label} ${index + 1}`, error)} ({LANGUAGE})
                      </p>
                    )}
                  </div>
                );
              })}
            </li>
          ))}
        </ol>
      </div>
    </fieldset>
  );
}
