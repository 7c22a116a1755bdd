import { useLocation } from 'react-router-dom';
import { LOCALE_CODES, LOCALES } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
import { pageLocale } from '../../config/runtime.ts';
import { rememberLanguageOffered } from '../../lib/language-choice.ts';

const FULL =
  'inline-flex h-11 shrink-0 items-center rounded-lg border border-ecru-300 px-3 text-sm font-semibold text-indigo-900 hover:bg-ecru-100';
const COMPACT =
  'grid min-h-11 min-w-11 shrink-0 place-items-center text-xs font-semibold text-ecru-50 hover:text-saffron-400';

/**
 * The header's way to this page in the site's other languages (docs/adding-a-language.md): a link per
 * language, named in its own words (中文, English) and marked with it (`lang`, `hreflang`), so a screen reader
 * says the name in that language. The address keeps its query (filters, a search, the page number). A plain
 * link, not the router's: the other language is a page load of its own, its messages and content included,
 * and without scripts it works the same. Following it is a choice the language suggestion then respects.
 * `compact` is a phone's, at the end of the promo line (app/layout/header.tsx): the short name (EN), light on
 * the dark line, in a 44 px target.
 */
export function LanguageSwitch({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { pathname, search } = useLocation();
  const locale = pageLocale();
  return LOCALE_CODES.filter((code) => code !== locale).map((code) => (
    <a
      key={code}
      href={localePath(code, pathname) + search}
      lang={LOCALES[code].tag}
      hrefLang={LOCALES[code].tag}
      onClick={rememberLanguageOffered}
      className={`${compact ? COMPACT : FULL} ${className}`}
    >
      {compact ? (
        <span className="rounded-md border border-ecru-300/50 px-2 py-1">{LOCALES[code].short}</span>
      ) : (
        LOCALES[code].name
      )}
    </a>
  ));
}
