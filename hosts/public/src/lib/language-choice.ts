import { LOCALE_CODES, LOCALES, type Locale } from '@texbridge/shared/locales/locales';

/** Where this browser keeps that it has been offered its language, or has picked one (docs/adding-a-language.md). */
const CHOSEN_KEY = 'texbridge.language-offered';

/**
 * The site's language a browser prefers: the first of its languages (`navigator.languages`, best first) that
 * the site has, matched by the language alone (`zh-TW`, `zh-Hans-SG` and `zh` are Chinese, `en-GB` English).
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  const language = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const tag of languages) {
    const found = LOCALE_CODES.find((code) => language(LOCALES[code].tag) === language(tag));
    if (found) return found;
  }
  return undefined;
}

/** Whether the visitor has been offered a language already, or chose one with the switcher. */
export function languageOffered(): boolean {
  try {
    return localStorage.getItem(CHOSEN_KEY) !== null;
  } catch {
    // Storage refused (a private window's policy): the offer cannot be remembered, so it is not made.
    return true;
  }
}

/** Remembers that the visitor was offered a language, or chose one: the suggestion is never shown again. */
export function rememberLanguageOffered() {
  try {
    localStorage.setItem(CHOSEN_KEY, '1');
  } catch {
    // Nothing to remember it in: languageOffered() says so too.
  }
}
