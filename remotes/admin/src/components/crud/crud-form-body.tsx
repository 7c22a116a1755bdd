import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  FormProvider,
  useForm,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from '../../lib/drafts.ts';
import { isOffline, OFFLINE_MESSAGE } from '../../lib/error-message.ts';
import { checkImageContent } from '../../lib/image-checks.ts';
import { UNREADABLE_INPUT, unreadableInputs } from '../../lib/unreadable-inputs.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { FormFields } from './form-fields.tsx';
import type { FormRenderProps, FormSpec } from './form-spec.ts';
import { ImagePicker } from './image-picker.tsx';
import { SubmitButton } from './submit-button.tsx';
import { BilingualFields, BilingualHeader, type Showing } from './translate/bilingual-fields.tsx';
import {
  copiesSummary,
  failed,
  fileFailure,
  outcomeSummary,
  saveInTwoLanguages,
  type Outcome,
} from './translate/two-languages.ts';
import { useTranslation } from './translate/use-translation.ts';

// The declared forms' specs are built here, with the forms' code (declared.tsx).
export { declaredSpec } from './declared-spec.ts';

/**
 * The add and edit forms' code: react-hook-form, the fields and the image picker. Loaded when a form
 * is first opened (crud-form.tsx), not with the dashboard: a list page never needs it.
 */
export function CrudForm<TRow, TValues extends FieldValues, TChecked, TBody>({
  spec,
  row,
  pending,
  progress,
  onCancelUpload,
  onSubmit,
  onCancel,
  onSaved,
  draftKey,
  onDirtyChange,
  contract,
  refresh,
}: FormRenderProps<TRow, TBody> & { spec: FormSpec<TRow, TValues, TChecked, TBody> }) {
  const [defaults, setDefaults] = useState(() => spec.defaults(row));
  const form = useForm<TValues, unknown, TChecked>({
    resolver: zodResolver(spec.schema),
    defaultValues: defaults,
  });
  const [file, setFile] = useState<File | null>(null);
  const [restored] = useState(() => (draftKey ? readDraft(draftKey) : null));

  // A draft left by an earlier opening comes back, as unsaved (dirty) changes over the record's values.
  useEffect(() => {
    if (restored) form.reset({ ...defaults, ...restored } as TValues, { keepDefaultValues: true });
  }, [form, defaults, restored]);
  // Every change is kept as the draft; a form back at its first values has none.
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (!draftKey) return;
    if (JSON.stringify(values) === JSON.stringify(defaults)) clearDraft(draftKey);
    else writeDraft(draftKey, values);
  }, [values, defaults, draftKey]);
  const { isDirty } = form.formState;
  const dirty = isDirty || file !== null;
  // docs/adding-a-language.md, "The dashboard": an edit of a record kept in other languages shows the translation.
  const translation = useTranslation({
    contract,
    fields: spec.translated,
    row: row as { _id: string } | undefined,
    specs: spec.fields,
    english: form as unknown as UseFormReturn<FieldValues>,
    draftKey,
    refresh,
  });
  const [showing, setShowing] = useState<Showing>('en');
  const unsaved = dirty || translation.dirty;
  useEffect(() => onDirtyChange?.(unsaved), [unsaved, onDirtyChange]);
  const [imageError, setImageError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [summary, setSummary] = useState<string>();
  const inFlight = useRef(false);
  const box = useRef<HTMLFormElement>(null);
  // After a refusal, the first input marked (in the language shown on a phone) takes the focus.
  const focusFirst = (selector: string) =>
    requestAnimationFrame(() => {
      const found = [...(box.current?.querySelectorAll<HTMLElement>(selector) ?? [])];
      (found.find((element) => element.offsetParent !== null) ?? found[0])?.focus();
    });

  const missingImage = Boolean(spec.image?.required) && !file;
  const flagMissingImage = () => {
    // docs/spec.md §5: every add needs an image in practice; unlike the original, this one says so.
    if (missingImage) setImageError(`${spec.image!.label} is required: choose an image to upload.`);
  };

  // Each refusal's sentences beside their fields, naming the language; one summary of what was saved.
  const report = (outcome: Outcome) => {
    if (outcome.english === 'saved' && dirty) {
      // The English is saved: it is no longer unsaved work, whatever became of the translation.
      setDefaults(form.getValues() as never);
      form.reset(form.getValues());
      setFile(null);
    }
    const within = (names: string[]) => (path: string) =>
      names.some((name) => path === name || path.startsWith(`${name}.`));
    const english = failed(outcome.english)
      ? fileFailure(outcome.english, within(spec.fields.map((field) => field.name)), (path, problem) =>
          form.setError(path as Path<TValues>, { type: 'server', message: `${problem} (English)` }),
        )
      : [];
    const words = failed(outcome.translation)
      ? fileFailure(outcome.translation, within(translation.slots.map((slot) => slot.name)), (path, problem) =>
          translation.form.setError(path, { type: 'server', message: problem }),
        )
      : [];
    const said = outcomeSummary(outcome, { english, translation: words });
    if (!said) return onSaved();
    setSummary(said);
    setShowing(failed(outcome.english) ? 'en' : 'translation');
    focusFirst('[aria-invalid="true"]');
  };

  const save = async (values: TChecked) => {
    if (missingImage) return flagMissingImage();
    // The submit button is disabled while saving; this also stops a second Enter in a field.
    if (inFlight.current) return;
    // docs/adding-a-language.md: a copy of the English is no translation until it is edited or kept.
    if (translation.copies.size > 0) {
      setSummary(copiesSummary(translation.copies.size));
      setShowing('translation');
      return focusFirst('[data-copied]');
    }
    inFlight.current = true;
    setSaveError(undefined);
    setSummary(undefined);
    translation.form.clearErrors();
    try {
      // The picker checks a file's bytes as it is chosen; a Post pressed before that check ends waits for it here.
      const problem = file && (await checkImageContent(file));
      if (problem) return setImageError(problem);
      const english = () => onSubmit({ file, toBody: (imageUrl) => spec.toBody(values, imageUrl) });
      if (!translation.enabled) {
        await english();
        return onSaved();
      }
      // The English is sent as it always was, unless only the translation changed.
      report(await saveInTwoLanguages(dirty || !translation.changes() ? english : undefined, translation));
    } catch (error) {
      // The mutation has shown the server's sentence as a toast; the form keeps what was typed. Offline is
      // said in the form too, where the person is looking.
      if (isOffline(error)) setSaveError(OFFLINE_MESSAGE);
    } finally {
      inFlight.current = false;
    }
  };
  // Set after the schema's check, which would clear it: the value it checked was '' but not what was typed.
  const flagUnreadable = (element: HTMLFormElement) => {
    const names = unreadableInputs(element);
    for (const name of names) form.setError(name as Path<TValues>, { type: 'badInput', message: UNREADABLE_INPUT });
    if (names[0]) form.setFocus(names[0] as Path<TValues>);
    return names.length > 0;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    return form.handleSubmit(
      (values) => (flagUnreadable(element) ? undefined : save(values)),
      () => {
        flagUnreadable(element);
        flagMissingImage();
      },
    )(event);
  };

  const busy = pending || form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form ref={box} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {(restored || translation.restored) && (
          <p role="status" className="rounded-lg bg-saffron-100 px-3 py-2 text-sm text-indigo-950">
            Draft restored: this form shows the changes you had not saved.
            {spec.image && ' A chosen image is not kept in a draft: choose it again.'}
          </p>
        )}
        {translation.enabled ? (
          <>
            <BilingualHeader showing={showing} onShow={setShowing} translation={translation} />
            <BilingualFields
              fields={spec.fields}
              translation={translation}
              english={form.control as unknown as Control<FieldValues>}
              showing={showing}
            />
          </>
        ) : (
          <FormFields fields={spec.fields} />
        )}
        {spec.image && (
          // Beside the translation, the image is the English column's: the same in every language.
          <div className={translation.enabled ? `lg:w-1/2 lg:pr-4 ${showing === 'en' ? '' : 'max-lg:hidden'}` : ''}>
            <ImagePicker
              label={spec.image.label}
              hint={spec.image.hint}
              required={spec.image.required}
              current={row && spec.image.current ? (spec.image.current(row) ?? undefined) : undefined}
              file={file}
              onChange={(chosen) => {
                setFile(chosen);
                if (chosen) setImageError(undefined);
              }}
              error={imageError}
              progress={progress}
              disabled={busy}
            />
          </div>
        )}
        {summary && (
          <p role="alert" className="rounded-lg bg-madder-100 px-3 py-2 text-sm font-medium text-madder-700">
            {summary}
          </p>
        )}
        {saveError && (
          <p role="alert" className="rounded-lg bg-madder-100 px-3 py-2 text-sm font-medium text-madder-700">
            {saveError}
          </p>
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-3 border-t border-solid border-ecru-200 pt-4">
          {progress !== null && onCancelUpload ? (
            <button type="button" onClick={onCancelUpload} className={buttonStyles.secondary}>
              Cancel upload
            </button>
          ) : (
            <button type="button" onClick={onCancel} disabled={busy} className={buttonStyles.secondary}>
              Cancel
            </button>
          )}
          <SubmitButton label={spec.submitLabel ?? 'Post'} pending={busy} progress={progress} />
        </div>
      </form>
    </FormProvider>
  );
}
