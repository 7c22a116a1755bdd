import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import { searchWords } from '@texbridge/shared/format/search-words';
import { hasWords } from '../platform/database/search-document.ts';
import { facetFilter } from '../catalogue/facets.ts';

/**
 * Each filter field in the query keeps the rows whose column of that name equals it; a facet, those its
 * field's kind keeps (catalogue/facets.ts): the list's WHERE, and the facets' counter when the list has facets.
 */
export function listFilter(contract: ResourceContract, columns: Record<string, PgColumn>) {
  const { name, list } = contract;
  const filterKeys = list.filter ? Object.keys(list.filter.shape) : [];
  const facets = list.facets && contract.fields ? facetFilter(contract.fields, list.facets, columns) : undefined;
  const whereOf = (params: Record<string, unknown>): SQL | undefined => {
    const byFacet = facets?.where(params);
    const conditions = filterKeys
      .filter((key) => params[key] !== undefined && !list.facets?.[key])
      .map((key) => {
        if (key === list.search) {
          if (!columns.searchVector) throw new Error(`${name}: the list searches, but its table has no search columns`);
          return hasWords(columns.searchVector, searchWords(String(params[key])));
        }
        const column = columns[key];
        if (!column) throw new Error(`${name}: the list filter ${key} has no column`);
        return eq(column, params[key]);
      });
    if (byFacet) conditions.push(byFacet);
    return conditions.length > 0 ? and(...conditions) : undefined;
  };
  return { whereOf, facets };
}
