import { useId, type ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormFields, type FieldSpec } from '../form-fields.tsx';
import { TranslatedInput } from './translated-inputs.tsx';
import type { Slot } from './translation-form.ts';
import { LANGUAGE, LANGUAGE_TAG, type Translation } from './use-translation.ts';

/**
 * An edit form in two languages (docs/adding-a-language.md, "The dashboard"): from `lg` (a laptop, 1024 px) the
 * English form as it is on the left and the translation's inputs on the right, each beside its English input, a
 * run of fields with nothing to translate beside a note; below `lg` one language at a time, chosen with the
 * language switch. The same inputs either way, shown or hidden by the layout, so a switch loses nothing.
 */

/** Which language a phone shows. */
export type Showing = 'en' | 'translation';

/** Runs of consecutive fields that share a group (or have none), as the English form's sections. */
function sections<T extends { group?: string }>(fields: readonly T[]) {
  const runs: { group?: string; fields: T[] }[] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && last.group === field.group) last.fields.push(field);
    else runs.push({ group: field.group, fields: [field] });
  }
  return runs;
}

/** Each field with its slot beside it, or a run of fields with none. */
function pairs<T extends { name: string }>(fields: readonly T[], slots: ReadonlyMap<string, Slot>) {
  const out: { english: T[]; slot?: Slot }[] = [];
  for (const field of fields) {
    const slot = slots.get(field.name);
    const last = out.at(-1);
    if (!slot && last && !last.slot) last.english.push(field);
    else out.push({ english: [field], slot });
  }
  return out;
}

/** Hidden below `lg` when the phone shows the other language. */
const onlyIn = (shown: boolean) => (shown ? '' : 'max-lg:hidden');

interface BilingualFieldsProps<TValues extends FieldValues> {
  fields: readonly FieldSpec<TValues>[];
  translation: Translation;
  english: Control<TValues>;
  showing: Showing;
}

export function BilingualFields<TValues extends FieldValues>(props: BilingualFieldsProps<TValues>) {
  const { fields, translation, english, showing } = props;
  const slots = new Map(translation.slots.map((slot) => [slot.name, slot]));
  return sections(fields).map(({ group, fields: run }, index) => {
    const rows = pairs(run, slots).map((pair) => (
      <div
        key={pair.english[0]!.name}
        className={`grid gap-4 lg:grid-cols-2 lg:gap-x-8 ${onlyIn(showing === 'en' || Boolean(pair.slot))}`}
      >
        <div
          className={`${group && !pair.slot ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-4'} ${onlyIn(showing === 'en')}`}
        >
          <FormFields fields={pair.english.map(({ group: _, ...field }) => field as FieldSpec<TValues>)} />
        </div>
        {pair.slot ? (
          <div className={onlyIn(showing === 'translation')}>
            <TranslatedInput slot={pair.slot} translation={translation} english={english as Control<FieldValues>} />
          </div>
        ) : (
          <p className="hidden self-center text-xs text-charcoal-500 lg:block">
            The same in every language: nothing to translate.
          </p>
        )}
      </div>
    ));
    if (!group)
      return (
        <div key={`ungrouped-${index}`} className="flex flex-col gap-4">
          {rows}
        </div>
      );
    const translated = run.some((field) => slots.has(field.name));
    return (
      <fieldset
        key={group}
        className={`rounded-xl border border-solid border-ecru-200 p-4 ${onlyIn(showing === 'en' || translated)}`}
      >
        <legend className="px-1 text-sm font-semibold text-indigo-950">{group}</legend>
        <div className="flex flex-col gap-4">{rows}</div>
      </fieldset>
    );
  });
}

/**
 * The columns' names on a laptop, and on a phone the switch between them; under the translation's name, how its
 * words are coming: loading, or failed with a Try again (the English can still be saved meanwhile).
 */
export function BilingualHeader({
  showing,
  onShow,
  translation,
}: {
  showing: Showing;
  onShow: (showing: Showing) => void;
  translation: Translation;
}) {
  const name = useId();
  const status: ReactNode =
    translation.status === 'loading' ? (
      <p role="status" className="text-sm text-charcoal-500">
        Loading the {LANGUAGE} words…
      </p>
    ) : translation.status === 'failed' ? (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg bg-madder-100 px-3 py-2 text-sm text-madder-700"
      >
        <p>
          The {LANGUAGE} words could not be loaded: {translation.failure} The English can still be saved.
        </p>
        <button type="button" onClick={translation.retry} className={buttonStyles.secondary}>
          Try again
        </button>
      </div>
    ) : null;
  const choice = (value: Showing, label: ReactNode, lang?: string) => (
    <label className="flex-1">
      <input
        type="radio"
        name={name}
        value={value}
        checked={showing === value}
        onChange={() => onShow(value)}
        className="peer sr-only"
      />
      <span
        lang={lang}
        className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-4 text-sm font-semibold text-indigo-900 peer-checked:bg-indigo-900 peer-checked:text-ecru-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2"
      >
        {label}
      </span>
    </label>
  );
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex rounded-lg bg-white p-1 ring-1 ring-ecru-300 lg:hidden">
        <legend className="sr-only">Language to edit</legend>
        {choice('en', 'English')}
        {choice('translation', LANGUAGE, LANGUAGE_TAG)}
      </fieldset>
      <div className="hidden gap-x-8 border-b border-solid border-ecru-200 pb-2 lg:grid lg:grid-cols-2">
        <h3 className="font-display text-lg font-semibold text-indigo-950">English</h3>
        <h3 lang={LANGUAGE_TAG} className="font-display text-lg font-semibold text-indigo-950">
          {LANGUAGE}
        </h3>
      </div>
      <div className={onlyIn(showing === 'translation')}>
        {status}
        <p className="text-xs text-charcoal-500 lg:hidden">
          Only the words a reader reads are translated; everything else is the same in every language.
        </p>
      </div>
    </div>
  );
}
