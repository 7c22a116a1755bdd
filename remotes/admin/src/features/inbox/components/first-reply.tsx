import type { InboxItem } from '@texbridge/shared/resources/pipeline';

const MINUTE = 60_000;

/** A span of time in the fewest words that still tell it: '45 min', '2 h 5 min', '3 h', '2 d 4 h'. */
export function formatDuration(ms: number) {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 1) return 'under 1 min';
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/**
 * Time to first reply (docs/quotes.md): from arrival to when it first left `new`; while it has not,
 * how long it has been waiting.
 */
export function firstReplyText(
  request: Pick<InboxItem, 'createdAt' | 'firstReplyAt'>,
  now: number = Date.now(),
): string | undefined {
  const arrived = Date.parse(request.createdAt);
  if (Number.isNaN(arrived)) return undefined;
  if (request.firstReplyAt) return formatDuration(Date.parse(request.firstReplyAt) - arrived);
  return `waiting ${formatDuration(now - arrived)}`;
}

export function FirstReply({ request }: { request: Pick<InboxItem, 'createdAt' | 'firstReplyAt'> }) {
  const text = firstReplyText(request);
  if (!text) return <span className="text-charcoal-500">—</span>;
  const waiting = !request.firstReplyAt;
  return <span className={waiting ? 'font-semibold text-madder-700' : 'text-charcoal-700'}>{text}</span>;
}
