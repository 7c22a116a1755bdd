import { queryOptions } from '@tanstack/react-query';
import { pathOf, queryKeys } from '@texbridge/shared/resources/define';
import type { ResourceReads } from '@texbridge/shared/resources/public-reads';
import { api, contentLocale } from '../config/runtime.ts';

/** A list's query fields (docs/spec.md §7: a product category, say); they are both the query string and part of the key. */
/** A list's query: a filter that takes several values carries them as a list. */
export type ListParams = Record<string, string | readonly string[] | undefined>;

/** The contract's canonical list path, or `path` when it is another one the contract lists. */
export function listPath(contract: ResourceReads, path = contract.list.paths[0]!) {
  if (!contract.list.paths.includes(path)) {
    throw new Error(`${path} is not a list path of ${contract.name}: ${contract.list.paths.join(', ')}`);
  }
  return path;
}

/**
 * The site's reads of one resource (`TRow` its record), built from its public reads in shared:
 * the paths come from there and the keys from `queryKeys`, [name, 'list', params] and [name, 'detail', id],
 * so every key of a resource starts with its name. The reads, not the resource's contract: the contract's
 * schemas would bring classic zod into every page (docs/performance.md). Each read asks in the page's language
 * (`contentLocale`); the keys need not say it, since a page of another language is a new page load.
 */
export function resourceQueries<TRow>(contract: ResourceReads) {
  const keys = queryKeys(contract);
  return {
    keys,
    /**
     * GET the list with `params` as its query string: from the contract's canonical list path, or from
     * `path` when it names another one the contract lists (products: GET /?category=… per docs/spec.md §7).
     */
    listQueryOptions: (params: ListParams = {}, { path }: { path?: string } = {}) => {
      const listed = listPath(contract, path);
      return queryOptions({
        queryKey: keys.list(params),
        queryFn: () => api().get<TRow[]>(listed, { query: { ...params, ...contentLocale() } }),
      });
    },
    /** GET one record by id from the contract's detail path. */
    detailQueryOptions: (id: string) => {
      const detail = contract.detail;
      if (!detail) throw new Error(`${contract.name} has no detail call`);
      return queryOptions({
        queryKey: keys.detail(id),
        queryFn: () => api().get<TRow>(pathOf(detail.path, { id }), { query: contentLocale() }),
      });
    },
  };
}
