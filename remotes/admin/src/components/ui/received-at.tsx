/** '22 Nov 2026, 14:05' in the reader's time zone: day, short month, year and a 24-hour time. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored timestamp for people; undefined when it cannot be read. */
export function formatReceivedAt(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : dateTime.format(date);
}

/** When something happened (a request arrived, a note was written), as a machine-readable <time>. */
export function ReceivedAt({ iso }: { iso: string }) {
  const text = formatReceivedAt(iso);
  if (!text) return <span className="text-charcoal-500">—</span>;
  return <time dateTime={iso}>{text}</time>;
}
