import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import type { ColumnDef } from '@tanstack/react-table';
import styles from './data-table.module.css';

export const SELECT_COLUMN_ID = 'select';

/** A checkbox column: one for the page's rows in the header, one per row. */
export function selectionColumn<T>(): ColumnDef<T, unknown> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <input
        type="checkbox"
        className={styles.check}
        aria-label={t('table.selectAll')}
        checked={table.getIsAllPageRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className={styles.check}
        aria-label={t('table.selectRow', { row: row.id })}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
