import type { ResourceContract } from '@texbridge/shared/resources/define';
import type { Fields } from '@texbridge/shared/resources/fields';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SaveInput } from '../../lib/screen-resource.ts';
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
  /**
   * An edit form's declared fields, where some are localized: the form shows the translation's inputs beside the
   * English ones and saves both (docs/adding-a-language.md, "The dashboard").
   */
  translated?: Fields;
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
  /** Everything was saved: the dialog closes, and the form's drafts go. */
  onSaved: () => void;
  /** An edit's resource: a form with `translated` fields reads and writes the record's other language through it. */
  contract?: ResourceContract;
  /** Refetches the resource's views: after the translation's words are saved, as after any edit. */
  refresh?: () => Promise<unknown>;
  /** Where this form's unsaved values are kept (lib/drafts.ts); they are restored when it opens again. */
  draftKey?: string;
  /** Told whether the form holds unsaved work (a changed field or a chosen image), to ask before closing. */
  onDirtyChange?: (dirty: boolean) => void;
}
