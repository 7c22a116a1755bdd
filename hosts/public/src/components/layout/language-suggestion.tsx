import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { localePath } from '@texbridge/shared/locales/paths';
import { rememberLanguageOffered } from '../../lib/language-choice.ts';
import { m } from '../../paraglide/messages.js';
import { CloseIcon } from '../ui/menu-icons.tsx';

/**
 * The offer of this page in the visitor's own language (docs/adding-a-language.md), in that language: a
 * small card at the foot of the screen, over nothing (so nothing moves), with the link and a way to dismiss
 * it. Shown once: it is remembered as soon as it shows. Its own chunk, loaded only for a visitor it is for
 * (root-layout.tsx), and never in a page's HTML, so the page cache keeps one page for every visitor.
 */
export default function LanguageSuggestion({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(true);
  useEffect(rememberLanguageOffered, []);
  if (!shown) return null;
  const words = { locale };
  const tag = LOCALES[locale].tag;
  return (
    <aside
      lang={tag}
      aria-label={m.language_suggestion({}, words)}
      className="fixed inset-x-3 bottom-3 z-30 flex items-center gap-3 rounded-2xl bg-indigo-950 py-2 pr-2 pl-4 text-ecru-50 shadow-xl shadow-indigo-950/30 sm:right-4 sm:bottom-4 sm:left-auto sm:max-w-md"
    >
      <p className="flex-1 text-sm">
        {m.language_suggestion_text({}, words)}{' '}
        <a
          href={localePath(locale, pathname) + search}
          hrefLang={tag}
          className="font-semibold whitespace-nowrap text-saffron-400 underline underline-offset-4 hover:text-saffron-500"
        >
          {m.language_suggestion_link({}, words)}
        </a>
      </p>
      <button
        type="button"
        onClick={() => setShown(false)}
        aria-label={m.language_suggestion_dismiss({}, words)}
        className="grid size-11 shrink-0 place-items-center rounded-lg text-ecru-100 hover:bg-indigo-800 focus-visible:outline-saffron-400"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
