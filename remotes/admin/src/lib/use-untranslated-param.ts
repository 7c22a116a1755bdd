import { TRANSLATED_LOCALES } from '@texbridge/shared/locales/locales';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilter } from './use-filter-params.ts';

/**
 * The locale whose missing translations a list is narrowed to lives in the URL (`?untranslated=zh`, the API's
 * own parameter, docs/adding-a-language.md), beside the page and the search, so reload and Back keep it; any
 * other value is no filter. A new filter starts again at page 1.
 */
export function useUntranslatedParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('untranslated') ?? '';
  const untranslated = (TRANSLATED_LOCALES as readonly string[]).includes(value) ? value : '';
  const setUntranslated = useCallback(
    (next: string) => setParams((previous) => withFilter(previous, 'untranslated', next)),
    [setParams],
  );
  return [untranslated, setUntranslated] as const;
}
