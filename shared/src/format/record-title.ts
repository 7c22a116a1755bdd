/**
 * How a record is named where it is listed apart from its own screen, in the trash, the activity log and
 * its history (docs/history.md): the first of these fields it has; the contact record, by its first
 * address's title. An RFQ goes by its reference (RFQ-2026-000123), the name staff and the buyer quote,
 * before the buyer's name, which it also has.
 */
const TITLE_FIELDS = ['title', 'reference', 'name', 'user_name', 'email', 'user_email'] as const;

const words = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A record's name, or undefined when it has none of TITLE_FIELDS (its id names it then). */
export function recordTitle(row: Readonly<Record<string, unknown>> | undefined): string | undefined {
  for (const key of TITLE_FIELDS) {
    const named = words(row?.[key]);
    if (named) return named;
  }
  return words((row?.add1 as { addT1?: unknown } | undefined)?.addT1);
}

/** A record's name, else its id. */
export const titleOf = (row: Readonly<Record<string, unknown>>): string => recordTitle(row) ?? String(row._id ?? '');
