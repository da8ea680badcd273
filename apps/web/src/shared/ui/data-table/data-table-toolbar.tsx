import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import type { Table } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { downloadText, toCsv } from './csv';
import { SELECT_COLUMN_ID } from './selection-column';
import styles from './data-table.module.css';

interface Props<T> {
  table: Table<T>;
  isFilterable?: boolean;
  canChooseColumns?: boolean;
  csvFileName?: string;
  isSelectable?: boolean;
  actions?: ReactNode;
}

const headerText = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

/** Filter box, column choice, selection count and CSV export above the table. */
export function DataTableToolbar<T>({ table, isFilterable = true, canChooseColumns, csvFileName, isSelectable, actions }: Props<T>) {
  const filterId = useId();
  const columns = table.getAllLeafColumns().filter((c) => c.id !== SELECT_COLUMN_ID);
  const exportCsv = () => {
    const visible = columns.filter((c) => c.getIsVisible());
    const rows = table.getPrePaginationRowModel().rows.map((row) => visible.map((c) => row.getValue(c.id)));
    downloadText(
      csvFileName ?? 'tabla.csv',
      toCsv(
        visible.map((c) => headerText(c.columnDef.header, c.id)),
        rows,
      ),
    );
  };
  const selected = Object.keys(table.getState().rowSelection).length;
  return (
    <div className={styles.toolbar}>
      {isFilterable ? (
        <div className={styles.filter}>
          <label htmlFor={filterId}>{t('table.search')}</label>
          <input
            id={filterId}
            type="search"
            className={styles.input}
            placeholder={t('table.searchPlaceholder')}
            value={table.getState().globalFilter as string}
            onChange={(e) => table.setGlobalFilter(e.target.value)}
          />
        </div>
      ) : null}
      <span className={styles.count} aria-live="polite">
        {t('table.rows', { count: table.getPrePaginationRowModel().rows.length })}
        {isSelectable ? ` · ${t('table.selected', { count: selected })}` : ''}
      </span>
      {canChooseColumns ? (
        <details className={styles.columns}>
          <summary className={styles.columnsButton}>{t('table.columns')}</summary>
          <fieldset className={styles.columnList}>
            <legend className={styles.visuallyHidden}>{t('table.columns')}</legend>
            {columns.map((column) => (
              <label key={column.id} className={styles.columnChoice}>
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  disabled={!column.getCanHide()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {headerText(column.columnDef.header, column.id)}
              </label>
            ))}
          </fieldset>
        </details>
      ) : null}
      {csvFileName ? (
        <button type="button" className={styles.toolButton} onClick={exportCsv}>
          {t('table.exportCsv')}
        </button>
      ) : null}
      {actions}
    </div>
  );
}
