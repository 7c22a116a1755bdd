import { useEffect, useRef, type ReactElement } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SaveInput } from '../../lib/screen-resource.ts';
import { loadOnce, useLoadOnUse } from '../../lib/use-load-on-use.ts';
import { LoadFailed } from '../ui/load-failed.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type * as CrudFormBody from './crud-form-body.tsx';
import type { FieldSpec } from './form-fields.tsx';

/** Where an edit form's row sits in the list: its 1-based position across all pages. */
export interface RowContext<TRow> {
  row: TRow;
  position: number;
}

/**
 * A manager's add or edit form, described: its zod schema (the shared create/update schema, or one
 * derived from it), its fields, where its first values come from, an optional image, and how the
 * API's body is built from the checked values and the uploaded image's URL.
 */
export interface FormSpec<TRow, TValues extends FieldValues, TChecked, TBody> {
  title: string | ((context: RowContext<TRow>) => string);
  schema: z.ZodType<TChecked, TValues>;
  fields: readonly FieldSpec<TValues>[];
  defaults: (row: TRow | undefined) => DefaultValues<TValues>;
  image?: {
    label: string;
    hint: string;
    required?: boolean;
    /** An edit form's record's image now, shown until a new one is chosen to replace it. */
    current?: (row: TRow) => string | null | undefined;
  };
  toBody: (values: TChecked, imageUrl: string | undefined) => TBody;
  /** docs/spec.md §2: 'Post'. */
  submitLabel?: string;
}

export interface FormRenderProps<TRow, TBody> {
  row?: TRow;
  pending: boolean;
  progress: number | null;
  /** Stops the image upload under way (the save then fails and the form stays). */
  onCancelUpload?: () => void;
  /** Uploads and saves; rejects on failure (the toast is the mutation's). */
  onSubmit: (input: SaveInput<TBody>) => Promise<unknown>;
  onCancel: () => void;
  /** Where this form's unsaved values are kept (lib/drafts.ts); they are restored when it opens again. */
  draftKey?: string;
  /** Told whether the form holds unsaved work (a changed field or a chosen image), to ask before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A form spec with its value types sealed in, so a manager can hold an add and an edit form of different shapes. */
export interface FormDescription<TRow, TBody> {
  title: (context?: RowContext<TRow>) => string;
  render: (props: FormRenderProps<TRow, TBody>) => ReactElement;
}

export function describeForm<TRow, TValues extends FieldValues, TChecked, TBody>(
  spec: FormSpec<TRow, TValues, TChecked, TBody>,
): FormDescription<TRow, TBody> {
  return {
    title: (context) => (typeof spec.title === 'string' || !context ? String(spec.title) : spec.title(context)),
    render: (props) => <LazyCrudForm spec={spec} {...props} />,
  };
}

type Body = typeof CrudFormBody;
const formCode = loadOnce<Body>(() => import('./crud-form-body.tsx'));

/**
 * The forms' code (react-hook-form, the fields, the image picker: ~20 KB gzip) is fetched when a form
 * is first opened, or when the pointer reaches a button that opens one; a failed fetch is forgotten.
 */
export const loadCrudForm = (): Promise<Body> => formCode.load();

/** Tests only: forget the loaded code, so that the next form opened loads it as a first one does. */
export const unloadCrudFormForTests = () => formCode.forget();

function LazyCrudForm<TRow, TValues extends FieldValues, TChecked, TBody>(
  props: FormRenderProps<TRow, TBody> & { spec: FormSpec<TRow, TValues, TChecked, TBody> },
) {
  const { value: body, failed, retry } = useLoadOnUse(formCode);
  const box = useRef<HTMLDivElement>(null);
  // The dialog focused itself while the form was on its way: its first field takes the focus now.
  const ready = body !== undefined;
  useEffect(() => {
    const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
    if (ready && dialog && document.activeElement === dialog)
      box.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [ready]);

  if (failed) return <LoadFailed what="The form" onRetry={retry} />;
  if (!body) return <Spinner label="Loading the form" />;
  return (
    <div ref={box}>
      <body.CrudForm {...props} />
    </div>
  );
}
