import { useHref } from 'react-router-dom';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { paths } from '../../../config/paths.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * A plain GET form to /search: it works before (and without) the page's code, and a results page is a URL
 * anyone can share, in the page's language (`useHref` puts it under the locale's prefix). `size` is the header's
 * compact box or the results page's wide one.
 */
export function SearchForm({ q = '', size = 'compact', id }: { q?: string; size?: 'compact' | 'wide'; id: string }) {
  const wide = size === 'wide';
  const action = useHref(paths.search.getHref());
  return (
    // Named, so the results page's own box and the header's are two landmarks a screen reader tells apart.
    <form
      role="search"
      aria-label={wide ? m.search_landmark_wide() : m.search_landmark()}
      action={action}
      method="get"
      className="flex w-full items-center gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {m.search_label()}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        required
        maxLength={searchReads.queryMax}
        placeholder={wide ? m.search_placeholder_wide() : m.search_placeholder()}
        autoComplete="off"
        enterKeyHint="search"
        className={`min-w-0 flex-1 rounded-full border border-solid border-ecru-300 bg-white text-ink placeholder:text-charcoal-500 focus:border-indigo-600 ${wide ? 'h-12 px-5 text-lg' : 'h-11 px-4 text-sm'}`}
      />
      <button
        type="submit"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-900 font-semibold text-ecru-50 hover:bg-indigo-700 ${wide ? 'h-12 px-6' : 'size-11'}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-5"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" strokeLinecap="round" />
        </svg>
        <span className={wide ? 'ml-2' : 'sr-only'}>{m.search_submit()}</span>
      </button>
    </form>
  );
}
