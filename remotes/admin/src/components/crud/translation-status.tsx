import { LOCALES, TRANSLATED_LOCALES, type TranslatedLocale } from '@texbridge/shared/locales/locales';
import type { TranslationStatus } from '@texbridge/shared/locales/translations';
import type { Column } from './columns.tsx';

/**
 * How far each record is translated (docs/adding-a-language.md, "The dashboard"): a column per translated
 * locale, headed by the language's own name ('中文'), each cell a shape and a word, never a colour alone. Part of
 * every list's first load, so kept to a few glyphs and words.
 */

type Statuses = { translationStatus?: Partial<Record<TranslatedLocale, TranslationStatus>> };

/** The shape (a tick, a half-filled circle, an empty circle), the word and the colour of each status. */
const SHOWN: Record<TranslationStatus, [string, string, string]> = {
  complete: ['✓', 'Complete', 'text-teal-700'],
  partial: ['◐', 'Partial', 'text-saffron-700'],
  missing: ['○', 'Missing', 'text-madder-700'],
};

/** The status columns of a translated resource's table, before its actions. */
export const translationColumns = <TRow,>(): Column<TRow>[] =>
  TRANSLATED_LOCALES.map((locale) => ({
    header: LOCALES[locale].name,
    lang: LOCALES[locale].tag,
    slim: true,
    cell: (row) => {
      const [shape, word, colour] = SHOWN[(row as Statuses).translationStatus?.[locale] ?? 'missing'];
      return (
        <span className={`font-semibold whitespace-nowrap ${colour}`}>
          <span aria-hidden="true">{shape}</span> {word}
        </span>
      );
    },
  }));

/** The list's filter on what is not yet translated: those missing a language, or every record. */
export function TranslationFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return TRANSLATED_LOCALES.map((locale) => (
    <label key={locale} className="flex min-h-11 items-center gap-2 text-sm font-semibold text-indigo-950">
      <input
        type="checkbox"
        checked={value === locale}
        onChange={(event) => onChange(event.target.checked ? locale : '')}
        className="size-4 accent-indigo-900"
      />
      <span>
        Only those missing <span lang={LOCALES[locale].tag}>{LOCALES[locale].name}</span>
      </span>
    </label>
  ));
}
