import { hasLocalizedFields } from '@texbridge/shared/locales/translations';
import { lazyForm, titleOf, type FormDescription } from './crud-form.tsx';
import type { DeclaredForm, Mode, Row } from './declared-spec.ts';

/**
 * A manager's add or edit form from its resource's declared fields (docs/adding-a-field.md). What the list's
 * screen needs now is its title and its width (an edit of localized fields is two languages side by side,
 * docs/adding-a-language.md); the rest (schema, inputs, first values, body: declared-spec.ts) is built with the
 * forms' code when a form first opens, so no list page pays for it (docs/performance.md).
 */
export function declaredForm<TRow extends Row, TBody>(
  mode: Mode,
  options: DeclaredForm<TRow>,
): FormDescription<TRow, TBody> {
  return lazyForm<TRow, Record<string, unknown>, Record<string, unknown>, TBody>(
    (code) => code.declaredSpec<TRow, TBody>(mode, options),
    { title: titleOf(options.title), wide: mode === 'edit' && hasLocalizedFields(options.fields) },
  );
}
