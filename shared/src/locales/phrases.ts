/**
 * The API's own words that a buyer reads, in English (the spec sheet's headings and lines): each translated
 * locale's words catalogue (`words/<locale>.json`, locales/words.ts) says them too, and its test finds one
 * missing. `{name}` marks what is filled in.
 */
export const SHEET_PHRASES = {
  sheet: 'Specification sheet',
  title: '{title}: specification',
  certifications: 'Certifications',
  specification: 'Specification',
  composition: 'Composition',
  endUse: 'End use',
  businessDevelopment: 'Business development',
  hr: 'HR',
  marketing: 'Marketing',
  issued: 'issued {date}',
} as const;

/** A phrase with its `{name}`s filled in. */
export const fill = (phrase: string, values: Readonly<Record<string, string>>) =>
  phrase.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
