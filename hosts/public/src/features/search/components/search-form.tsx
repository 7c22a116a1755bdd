import { searchReads } from '@texbridge/shared/resources/public-reads';
import { paths } from '../../../config/paths.ts';

/**
 * A plain GET form to /search: it works before (and without) the page's code, and a results page is a URL
 * anyone can share. `size` is the header's compact box or the results page's wide one.
 */
export function SearchForm({ q = '', size = 'compact', id }: { q?: string; size?: 'compact' | 'wide'; id: string }) {
  const wide = size === 'wide';
  return (
    // Named, so the results page's own box and the header's are two landmarks a screen reader tells apart.
    <form
      role="search"
      aria-label={wide ? 'Search the catalogue' : 'Site search'}
      action={paths.search.getHref()}
      method="get"
      className="flex w-full items-center gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Search products and news
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        required
        maxLength={searchReads.queryMax}
        placeholder={wide ? 'Poplin, GOTS, Ne 30/1, recycled polyester…' : 'Search products'}
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
        <span className={wide ? 'ml-2' : 'sr-only'}>Search</span>
      </button>
    </form>
  );
}
