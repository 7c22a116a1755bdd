import { LOCALES, TRANSLATED_LOCALES, type TranslatedLocale } from '@texbridge/shared/locales/locales';
import type { TranslationStatus } from '@texbridge/shared/locales/translations';
import { FilterSelect } from '../filters/filter-select.tsx';
import type { Column } from './columns.tsx';

/**
 * How far each record is translated (docs/adding-a-language.md, "The dashboard"): a column per translated
 * locale, headed by the language's own name ('中文'), each cell a shape and a word, never a colour alone.
 */

type Statuses = { translationStatus?: Partial<Record<TranslatedLocale, TranslationStatus>> };

const WORDS: Record<TranslationStatus, string> = { complete: 'Complete', partial: 'Partial', missing: 'Missing' };
const COLOURS: Record<TranslationStatus, string> = {
  complete: 'text-teal-700',
  partial: 'text-saffron-700',
  missing: 'text-madder-700',
};

/** A circle: ticked when complete, half filled when partial, dashed and empty when missing. */
function StatusShape({ status }: { status: TranslationStatus }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-4">
      <circle cx="12" cy="12" r="9" strokeDasharray={status === 'missing' ? '3.5 3' : undefined} />
      {status === 'complete' && <path d="m8 12.5 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />}
      {status === 'partial' && <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />}
    </svg>
  );
}

export function TranslationBadge({ status }: { status: TranslationStatus | undefined }) {
  if (!status) return <span className="text-charcoal-500">—</span>;
  return (
    <span className={`inline-flex items-center gap-1.5 font-semibold whitespace-nowrap ${COLOURS[status]}`}>
      <StatusShape status={status} />
      {WORDS[status]}
    </span>
  );
}

/** The status columns of a translated resource's table, before its actions. */
export const translationColumns = <TRow,>(): Column<TRow>[] =>
  TRANSLATED_LOCALES.map((locale) => ({
    header: LOCALES[locale].name,
    lang: LOCALES[locale].tag,
    slim: true,
    cell: (row) => <TranslationBadge status={(row as Statuses).translationStatus?.[locale]} />,
  }));

/** The list's filter on what is not yet translated: every record, or those missing a language. */
export function TranslationFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect
      label="Translation"
      value={value}
      onChange={onChange}
      anyLabel="Every record"
      options={TRANSLATED_LOCALES.map((locale) => ({ value: locale, label: `Missing ${LOCALES[locale].name}` }))}
      className="w-56"
    />
  );
}
