import { readAmount } from '@texbridge/shared/format/amount';
import { formatNumber } from '@texbridge/shared/format/number';

interface AmountAsReadProps {
  id: string;
  /** The amount as typed. */
  typed: string;
  /** What follows the number: "kg", or "EUR per kg". */
  unit: string;
  /** The buyer's language, which says whether "2.500" is 2,500 or 2.5; undefined until it is known. */
  locale: string | undefined;
}

/**
 * An amount field's value as the site reads it, under the field (docs/quotes.md): "= 2,500 kg", so a buyer
 * who meant something else sees it before sending; for a value that reads two ways, both, and how to write
 * the one meant. Nothing shown for an empty field or one that is no number: sending says what is wrong.
 */
export function AmountAsRead({ id, typed, unit, locale }: AmountAsReadProps) {
  const reading = typed.trim() === '' ? undefined : readAmount(typed, locale);
  // Empty but there, so the field's aria-describedby always names an element.
  if (!reading || 'unreadable' in reading) return <p id={id} hidden />;
  if ('value' in reading) {
    return (
      <p id={id} className="mt-1 text-xs text-charcoal-700">
        = {formatNumber(reading.value)} {unit}
      </p>
    );
  }
  const [decimal, grouped] = reading.ambiguous;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-madder-700">
      {formatNumber(decimal)} or {formatNumber(grouped)}? Type {String(decimal)} or {String(grouped)}.
    </p>
  );
}
