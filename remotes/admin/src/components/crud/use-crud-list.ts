import { TRANSLATED_LOCALES } from '@texbridge/shared/locales/locales';
import { isTranslated, useResourceList, type ScreenResource } from '../../lib/screen-resource.ts';
import { usePageParam } from '../../lib/use-page-param.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSearchParam } from '../../lib/use-search-param.ts';

/**
 * The page of records a manager screen shows: its page, search words and translation filter from the URL, the
 * list query, and its paging (lib/use-paged-list.ts). A list whose contract searches (docs/search.md) gets a
 * search box; one that does not ignores any `?q=`. A translated resource's list says each record's translation
 * status and may keep only those missing a language (docs/adding-a-language.md); another ignores `?untranslated=`.
 */
export function useCrudList<TRow extends { _id: string }, TCreate, TUpdate>(
  resource: ScreenResource<TRow, TCreate, TUpdate>,
) {
  const [page] = usePageParam();
  const searches = Boolean(resource.contract.list.search);
  const translated = isTranslated(resource as ScreenResource<{ _id: string }, unknown, unknown>);
  const [q, setQ] = useSearchParam();
  const [asked, setUntranslated] = useSearchParam('untranslated');
  // The API's own parameter: a locale other than a translated one is no filter.
  const untranslated = translated && (TRANSLATED_LOCALES as readonly string[]).includes(asked) ? asked : '';
  const list = useResourceList(resource, page, searches ? q : '', untranslated);
  const paging = usePagedList(list, page, resource.pageSize);
  return { page, searches, q, setQ, translated, untranslated, setUntranslated, list, ...paging };
}

export type CrudList<TRow extends { _id: string }> = ReturnType<typeof useCrudList<TRow, unknown, unknown>>;
