import { useId } from 'react';
import { searchReads } from '@texbridge/shared/resources/public-reads';
import { buttonStyles } from '../ui/button-styles.ts';
import { controlStyles } from './fields/field-shell.tsx';

/**
 * A list's search box (docs/search.md): the words go to the URL on Search or Enter, and Clear takes them
 * away; the list keeps its order (newest first), narrowed to the rows with every word.
 */
export function ListSearch({ plural, q, onSearch }: { plural: string; q: string; onSearch: (q: string) => void }) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={`Search ${plural}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
      }}
      className="flex flex-wrap items-center gap-2"
    >
      <label htmlFor={id} className="sr-only">
        Search {plural}
      </label>
      <input
        // A new address (Back, a cleared search) shows its own words.
        key={q}
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        maxLength={searchReads.queryMax}
        placeholder={`Search ${plural} by title, fibre, certification…`}
        className={`${controlStyles} max-w-md flex-1`}
      />
      <button type="submit" className={buttonStyles.secondary}>
        Search
      </button>
      {q && (
        <button type="button" onClick={() => onSearch('')} className={buttonStyles.secondary}>
          Clear
        </button>
      )}
    </form>
  );
}
