import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../use-media-query';
import { EmptyState, Skeleton } from '../state-panel';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { DataTableToolbar } from './data-table-toolbar';
import { selectionColumn } from './selection-column';
import styles from './data-table.module.css';

/** Under this width each row shows as a card (phones). */
export const CARD_LAYOUT_QUERY = '(max-width: 639.98px)';

export interface DataTableProps<T> {
  /** The table's accessible name (its caption). */
  caption: string;
  data: readonly T[];
  /** Column definitions of TanStack Table; `header` must be a text, CSV and cards use it. */
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  isLoading?: boolean;
  /** Rows per page; 0 shows every row. */
  pageSize?: number;
  isFilterable?: boolean;
  isSelectable?: boolean;
  canChooseColumns?: boolean;
  /** File name for the CSV export of the filtered, sorted rows (every page, visible columns); none hides the button. */
  csvFileName?: string;
  /** A scrolling body with a header that stays in view; max height in px. */
  stickyHeaderMaxHeight?: number;
  onSelectionChange?: (rows: T[]) => void;
  /** Extra controls in the toolbar (right side). */
  actions?: ReactNode;
}

/**
 * The one table of the web app (DESIGN: every list from one component): sorting, filtering,
 * paging, row selection, column choice, CSV export and a sticky header over TanStack Table's
 * headless state; on phones each row reads as a card. Keyboard: every control is a button.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, data, columns, getRowId, isLoading, pageSize = 10, isSelectable, stickyHeaderMaxHeight } = props;
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSize || Number.MAX_SAFE_INTEGER });
  const isCards = useMediaQuery(CARD_LAYOUT_QUERY);
  const table = useReactTable<T>({
    data: data as T[],
    columns: isSelectable ? [selectionColumn<T>(), ...columns] : columns,
    getRowId,
    state: { sorting, globalFilter, rowSelection, columnVisibility, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: (value: string) => {
      setGlobalFilter(value);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      setRowSelection(next);
      props.onSelectionChange?.(data.filter((row) => next[getRowId(row)]));
    },
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    enableRowSelection: Boolean(isSelectable),
    // Ascending first for every column (numbers too), as a person expects from a first click.
    sortDescFirst: false,
  });
  const rows = table.getRowModel().rows;
  const body = isLoading ? (
    <div className={styles.loading} aria-busy="true">
      <Skeleton height={32} label={t('table.loading')} />
      <Skeleton height={32} />
      <Skeleton height={32} />
    </div>
  ) : rows.length === 0 ? (
    <EmptyState title={t('table.empty')} />
  ) : isCards ? (
    <DataTableCards table={table} caption={caption} />
  ) : (
    <DataTableGrid table={table} caption={caption} stickyHeaderMaxHeight={stickyHeaderMaxHeight} />
  );
  return (
    <div className={styles.wrap}>
      <DataTableToolbar table={table} {...props} />
      {body}
      {pageSize > 0 && table.getPageCount() > 1 ? (
        <nav className={styles.pager} aria-label={caption}>
          <button type="button" className={styles.pagerButton} onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            {t('table.previous')}
          </button>
          <span aria-live="polite">
            {t('table.page', { page: table.getState().pagination.pageIndex + 1, pages: table.getPageCount() })}
          </span>
          <button type="button" className={styles.pagerButton} onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {t('table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
