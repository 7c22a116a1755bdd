import { formatNumber } from './number.ts';

/**
 * Amounts as buyers type them (docs/quotes.md): "2,500" and "2.500" mean 2,500 to an English and a German
 * reader, "2,85" and "2.85" mean 2.85 to both. A separator that can only be a decimal one (not followed by
 * exactly three digits, or after a group that cannot lead: "0.500", "1234.500") is one; the reader's own
 * group separator before exactly three digits groups them; a lone separator that could be either is
 * refused with both readings, never guessed. Spaces, thin spaces and apostrophes group thousands too
 * ("1 000", "1'000").
 */
export type AmountReading =
  { value: number } | { ambiguous: readonly [decimal: number, grouped: number] } | { unreadable: true };

const separators = new Map<string, '.' | ',' | undefined>();

/** The decimal separator of a language tag ('de-DE' → ','), undefined when it cannot be told. */
function decimalSeparatorOf(locale: string | undefined): '.' | ',' | undefined {
  if (!locale) return undefined;
  if (separators.has(locale)) return separators.get(locale);
  let separator: '.' | ',' | undefined;
  try {
    // Intl is asked only when a typed amount has a separator to judge, never while a page hydrates with
    // its defaults, so it costs no page its start-up (docs/performance.md).
    // eslint-disable-next-line no-restricted-syntax
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((entry) => entry.type === 'decimal');
    separator = part?.value === ',' ? ',' : '.';
  } catch {
    // Not a language tag: the amount is read as if the language were unknown.
  }
  separators.set(locale, separator);
  return separator;
}

const GROUPING = /[\s\u00a0\u202f'’]/;

/** Digits grouped by three after a first group of one to three that does not start with 0 ("12.345.678"). */
const isGrouped = (groups: readonly string[]) =>
  /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));

/** What `text` reads as to a reader of `locale` (a language tag such as 'de-DE'), when it is known. */
export function readAmount(text: string, locale?: string): AmountReading {
  let typed = text.trim().replace(/^\+/, '');
  if (GROUPING.test(typed)) {
    // Spaces and apostrophes only ever group thousands.
    const [whole, ...fraction] = typed.split(/[.,](?=\d+$)/);
    if (fraction.length > 1 || !isGrouped(whole!.split(GROUPING))) return { unreadable: true };
    typed = typed.replace(new RegExp(GROUPING.source, 'g'), '');
    if (fraction.length === 1) return readAmount(`${typed.slice(0, -fraction[0]!.length - 1)}.${fraction[0]}`);
  }
  if (!/^\d*(?:[.,]\d+)*$/.test(typed) || !/\d/.test(typed)) return { unreadable: true };
  const separators = typed.replace(/\d/g, '');
  const number = (digits: string) => Number(digits);
  if (separators === '') return { value: number(typed) };
  const last = separators.at(-1)!;
  const others = separators.slice(0, -1);
  const lastAt = typed.lastIndexOf(last);
  const [before, after] = [typed.slice(0, lastAt), typed.slice(lastAt + 1)];
  if (others.length > 0) {
    // Several separators: one kind groups; the last, if it is the other kind, is the decimal one.
    const group = others[0]!;
    if ([...others].some((mark) => mark !== group)) return { unreadable: true };
    if (last === group) {
      return isGrouped(typed.split(group)) ? { value: number(typed.split(group).join('')) } : { unreadable: true };
    }
    return isGrouped(before.split(group))
      ? { value: number(`${before.split(group).join('')}.${after}`) }
      : { unreadable: true };
  }
  const asDecimal = number(`${before || '0'}.${after}`);
  if (after.length !== 3 || !isGrouped([before])) return { value: asDecimal };
  const asGrouped = number(before + after);
  const decimal = decimalSeparatorOf(locale);
  if (decimal && last !== decimal) return { value: asGrouped };
  return { ambiguous: [asDecimal, asGrouped] };
}

/** The refusal of an amount that reads two ways, with both readings and how to write each. */
export const ambiguousAmount = ([decimal, grouped]: readonly [number, number], typed: string) =>
  `reads two ways: “${typed.trim()}” could be ${formatNumber(decimal)} or ${formatNumber(grouped)}. Type ${String(decimal)} or ${String(grouped)}`;
