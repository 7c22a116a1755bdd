import { LOCALES, TRANSLATED_LOCALES } from '@texbridge/shared/locales/locales';
import { pathOf, type ResourceContract } from '@texbridge/shared/resources/define';
import type { Fields } from '@texbridge/shared/resources/fields';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { api } from '../../../config/runtime.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { callApi } from '../../../lib/call-api.ts';
import { clearDraft, readDraft, writeDraft } from '../../../lib/drafts.ts';
import type { FieldSpec } from '../form-fields.tsx';
import {
  changedTranslation,
  followEntries,
  slotOf,
  translationValues,
  valueAt,
  type Slot,
} from './translation-form.ts';

type Values = Record<string, unknown>;

/**
 * The language an edit form shows beside the English (docs/adding-a-language.md, "The dashboard"): the first
 * translated locale, '中文' today. Another would be a second column's worth of screen, or a choice of language.
 */
const LOCALE = TRANSLATED_LOCALES[0]!;
export const LANGUAGE = LOCALES[LOCALE].name;
export const LANGUAGE_TAG = LOCALES[LOCALE].tag;

/** The record's words in the locale, as the dashboard reads them (`fallback=none`: a missing one is `null`). */
async function readTranslation(contract: ResourceContract, id: string, signal: AbortSignal): Promise<Values> {
  const query = { locale: LOCALE, fallback: 'none' };
  if (contract.detail) return api().get<Values>(pathOf(contract.detail.path, { id }), { query, signal });
  const rows = await api().get<Values[]>(contract.list.paths[0], { query, signal });
  const found = rows.find((row) => row._id === id);
  if (!found) throw new Error(`This ${contract.noun} is no longer there: it may have been deleted.`);
  return found;
}

/**
 * The record's words, read when the form opens (never from a cache: another editor may have translated it
 * since), and read again on Try again. No read for a form with one language.
 */
function useRecordWords(contract: ResourceContract | undefined, id: string, arrive: (words: Values) => void) {
  const [read, setRead] = useState<{ status: 'loading' | 'failed' | 'ready'; failure?: string }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  // The latest `arrive`, for the read under way: the words are in the inputs before they show as ready.
  const arrived = useRef(arrive);
  useEffect(() => {
    arrived.current = arrive;
  });
  useEffect(() => {
    if (!contract) return;
    const controller = new AbortController();
    readTranslation(contract, id, controller.signal).then(
      (words) => {
        arrived.current(words);
        setRead({ status: 'ready' });
      },
      (error: unknown) => controller.signal.aborted || setRead({ status: 'failed', failure: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [contract, id, attempt]);
  return {
    ...read,
    retry: () => {
      setRead({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}

interface TranslationOptions<TValues extends FieldValues> {
  /** The resource, the record and its declared fields: without all three (an add form), the form has one language. */
  contract: ResourceContract | undefined;
  fields: Fields | undefined;
  row: { _id: string } | undefined;
  specs: readonly FieldSpec<TValues>[];
  english: UseFormReturn<TValues>;
  draftKey?: string | undefined;
  /** Refetches the resource's views after the words are saved (the dashboard's query keys). */
  refresh?: (() => Promise<unknown>) | undefined;
}

/**
 * The other column of an edit form: its slots, its own form (react-hook-form, no schema: the API checks each
 * value by its field's rules and names the field and the language), the record's words read when the form
 * opens, the inputs still holding a copy of the English, and the edit that saves it.
 */
export function useTranslation<TValues extends FieldValues>(options: TranslationOptions<TValues>) {
  const { fields, specs, english, draftKey, refresh } = options;
  const enabled = Boolean(options.contract?.update && fields && options.row);
  const { contract } = options;
  const id = options.row?._id ?? '';
  const slots = useMemo(
    () => (enabled && fields ? specs.flatMap((spec) => slotOf(fields, spec.name) ?? []) : []),
    [enabled, fields, specs],
  );
  const form = useForm<Values>({ defaultValues: {} });
  const [copies, setCopies] = useState<ReadonlySet<string>>(new Set());
  const [restored, setRestored] = useState(false);
  // Beside the English draft, which clearDrafts forgets with it.
  const key = draftKey && `${draftKey}@${LOCALE}`;
  // The words become the inputs' first values, and a draft of this language goes over them.
  const read = useRecordWords(enabled ? contract : undefined, id, (words) => {
    form.reset(translationValues(slots, words, english.getValues()));
    const draft = key ? readDraft(key) : null;
    if (draft) {
      form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
    }
  });

  const values = useWatch({ control: form.control });
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!key || read.status !== 'ready') return;
    if (isDirty) writeDraft(key, values);
    else clearDraft(key);
  }, [values, isDirty, key, read.status]);

  // Whether English entries moved or went since the words were last saved: their translations moved with them,
  // so they are sent only once the English is saved too.
  const followed = useRef(false);
  useFollowEnglish(slots, english, form, setCopies, followed);

  const { status } = read;
  return {
    enabled,
    slots,
    form,
    status,
    failure: read.failure,
    retry: read.retry,
    restored,
    dirty: isDirty,
    copies,
    /** Marks inputs as holding a copy of the English (or, with `keep`, as translated). */
    mark: (names: readonly string[], copied: boolean) =>
      setCopies((marked) => {
        const next = new Set(marked);
        for (const name of names) {
          if (copied) next.add(name);
          else next.delete(name);
        }
        return next;
      }),
    /** Whether the translation's entries moved with the English ones since it was last saved. */
    followsEnglish: () => followed.current,
    /** What an edit in the locale would send now: the changed words, or nothing. */
    changes: (): Values | undefined =>
      status === 'ready'
        ? changedTranslation(slots, form.formState.defaultValues ?? {}, form.getValues(), english.getValues() as Values)
        : undefined,
    /** Sends the words; once saved, they are the form's first values (nothing left unsaved) and the draft goes. */
    send: async (body: Values) => {
      const update = contract?.update;
      if (!contract || !update) throw new Error('This record cannot be edited here.');
      await callApi(update.method, `${pathOf(update.path, { id })}?locale=${LOCALE}`, body);
      form.reset(form.getValues());
      followed.current = false;
      if (key) clearDraft(key);
      toast.success(`Saved in ${LANGUAGE}`);
      await refresh?.();
    },
  };
}

export type Translation = ReturnType<typeof useTranslation>;

/**
 * When English entries move or go (a list's, rows), their translations and their copies' marks follow them,
 * so each stays beside its English entry.
 */
function useFollowEnglish<TValues extends FieldValues>(
  slots: readonly Slot[],
  english: UseFormReturn<TValues>,
  form: UseFormReturn<Values>,
  setCopies: (update: (marked: ReadonlySet<string>) => ReadonlySet<string>) => void,
  followed: { current: boolean },
) {
  const entries = slots.filter((slot) => slot.kind === 'list' || slot.kind === 'rows');
  const watched = useWatch({ control: english.control, name: entries.map((slot) => slot.name) as never }) as unknown[];
  const before = useRef(watched);
  useEffect(() => {
    entries.forEach((slot, at) => {
      const was = (before.current[at] ?? []) as unknown[];
      const now = (watched[at] ?? []) as unknown[];
      const order = was === now ? undefined : followEntries(was, now);
      if (!order) return;
      const theirs = (valueAt(form.getValues(), slot.name) ?? []) as unknown[];
      const blank = slot.kind === 'rows' ? Object.fromEntries(slot.parts.map((part) => [part.name, ''])) : '';
      form.setValue(slot.name, order.map((from) => theirs[from] ?? blank) as never, { shouldDirty: true });
      followed.current = true;
      setCopies((marked) => {
        const next = new Set<string>();
        for (const name of marked) {
          const [index, ...rest] = name.startsWith(`${slot.name}.`) ? name.slice(slot.name.length + 1).split('.') : [];
          if (index === undefined) next.add(name);
          else if (order.includes(Number(index)))
            next.add([slot.name, order.indexOf(Number(index)), ...rest].join('.'));
        }
        return next;
      });
    });
    before.current = watched;
  });
}
