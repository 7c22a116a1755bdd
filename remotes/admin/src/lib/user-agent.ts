/**
 * A user agent in a person's words, "Chrome on Android", for the Activity screen (docs/history.md). A
 * few patterns of our own rather than a parser library: bowser (already in the lockfile, through the
 * AWS SDK) would add about 8 KB gzipped to the dashboard for one column, and the log needs only the
 * browsers and systems staff use, not versions or engines. Order matters: Edge, Opera and Samsung
 * Internet also say "Chrome", Chrome also says "Safari", an iPhone also says "Mac OS X", Android also
 * says "Linux".
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:CriOS|Chrome|Chromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const DEVICES: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];
/** The most of a tool's own name shown (`curl/8.5.0`), where no browser is recognised. */
const TOOL_NAME_MAX = 40;

const first = (agent: string, patterns: readonly (readonly [RegExp, string])[]) =>
  patterns.find(([pattern]) => pattern.test(agent))?.[1];

/** "Chrome on Android", "Safari on iPhone"; a tool by its first word ("curl/8.5.0"); "Unknown browser" for none. */
export function describeUserAgent(agent: string): string {
  const trimmed = agent.trim();
  if (!trimmed) return 'Unknown browser';
  const browser = first(trimmed, BROWSERS);
  const device = first(trimmed, DEVICES);
  if (browser && device) return `${browser} on ${device}`;
  if (browser) return browser;
  // An app's own web view (Facebook's, Instagram's) names no browser of its own.
  if (device) return `A browser on ${device}`;
  return trimmed.split(/\s/, 1)[0]!.slice(0, TOOL_NAME_MAX);
}
