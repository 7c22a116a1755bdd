import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { HistoryIcon, PencilIcon } from '../ui/icons.tsx';
import type { Column } from './columns.tsx';
import { preloadCrudForm } from './preload-crud-form.ts';
import { RowDeleteAction } from './row-delete-action.tsx';

/** What a row can do; each button is there only when its handler is. */
export interface RowActions<TRow> {
  /** How a row is named to assistive technology ('Edit {name}', 'Delete {name}'). */
  rowName: (row: TRow) => string;
  onEdit?: ((row: TRow) => void) | undefined;
  onHistory?: ((row: TRow) => void) | undefined;
  onDelete?: ((row: TRow) => void) | undefined;
  /** Whether a row may be deleted: true, or the reason it may not, shown in place of its delete button. */
  canDelete?: ((row: TRow) => true | string) | undefined;
  /** More actions per row (e.g. 'Make Admin'). */
  more?: ((row: TRow) => ReactNode) | undefined;
}

/** The columns, with an 'Action' column last when rows have any action. */
export function withActionColumn<TRow>(columns: readonly Column<TRow>[], actions: RowActions<TRow>) {
  const { rowName, onEdit, onHistory, onDelete, canDelete, more } = actions;
  if (!(onEdit || onDelete || more || onHistory)) return columns;
  const actionColumn: Column<TRow> = {
    header: 'Action',
    className: 'w-px whitespace-nowrap',
    actions: true,
    cell: (row) => (
      <div className="flex items-center gap-1">
        {onEdit && (
          <button
            type="button"
            aria-label={`Edit ${rowName(row)}`}
            onClick={() => onEdit(row)}
            onPointerEnter={preloadCrudForm}
            className={buttonStyles.icon}
          >
            <PencilIcon />
          </button>
        )}
        {onHistory && (
          <button
            type="button"
            aria-label={`History of ${rowName(row)}`}
            onClick={() => onHistory(row)}
            className={buttonStyles.icon}
          >
            <HistoryIcon />
          </button>
        )}
        {onDelete && (
          <RowDeleteAction name={rowName(row)} allowed={canDelete?.(row) ?? true} onDelete={() => onDelete(row)} />
        )}
        {more?.(row)}
      </div>
    ),
  };
  return [...columns, actionColumn];
}
