/**
 * The browser's time zone: the days a screen filters by are the days its times are shown in, so the
 * inbox and the activity log send it with their days (docs/quotes.md, docs/history.md).
 */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
