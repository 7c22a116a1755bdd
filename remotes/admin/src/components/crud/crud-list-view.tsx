import { LOCALES, type TranslatedLocale } from '@texbridge/shared/locales/locales';
import type { ReactNode } from 'react';
import type { ScreenResource } from '../../lib/screen-resource.ts';
import { pageOfPages } from '../../lib/use-paged-list.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import type { Column } from './columns.tsx';
import { ResourceTable } from './resource-table.tsx';
import type { CrudList } from './use-crud-list.ts';

interface CrudListViewProps<TRow extends { _id: string }> {
  resource: Pick<ScreenResource<TRow, unknown, unknown>, 'singular' | 'plural'>;
  view: CrudList<TRow>;
  columns: readonly Column<TRow>[];
  /** Shown instead of the table when there are no records at all; without it the table says 'Nothing here yet'. */
  empty: ReactNode;
}

/** The page of records: the table, or a search that matched nothing, or what an empty resource says instead. */
export function CrudListView<TRow extends { _id: string }>({
  resource,
  view,
  columns,
  empty,
}: CrudListViewProps<TRow>) {
  const { singular, plural } = resource;
  const { page, searches, q, setQ, untranslated, setUntranslated, list, total, pages, settled, listTop } = view;
  const missing = untranslated && LOCALES[untranslated as TranslatedLocale].name;
  if (searches && q && settled && total === 0)
    return (
      <EmptyState action={{ label: 'Show them all', onClick: () => setQ('') }}>
        No {plural} {missing ? `missing ${missing} ` : ''}match “{q}”.
      </EmptyState>
    );
  // docs/adding-a-language.md: nothing left to translate is good news, and the way back to every record.
  if (missing && settled && total === 0)
    return (
      <EmptyState action={{ label: `Show every ${singular}`, onClick: () => setUntranslated('') }}>
        Nothing is missing in {missing}: every {singular} is translated.
      </EmptyState>
    );
  if (empty && settled && total === 0)
    return (
      <p
        role="status"
        className="rounded-xl bg-white px-4 py-12 text-center text-charcoal-500 shadow-sm ring-1 ring-ecru-300"
      >
        {empty}
      </p>
    );
  return (
    <ResourceTable
      caption={
        list.data
          ? `${total} ${total === 1 ? singular : plural}${missing ? ` missing ${missing}` : ''}${searches && q ? ` matching “${q}”` : ''}, newest first${pageOfPages(page, pages)}`
          : `${plural[0]!.toUpperCase()}${plural.slice(1)}, newest first`
      }
      columns={columns}
      rows={list.data?.rows}
      plural={plural}
      loading={list.isPending}
      stale={list.isPlaceholderData}
      error={list.error ? { message: list.error.message, retry: () => void list.refetch() } : null}
      boxRef={listTop}
    />
  );
}
