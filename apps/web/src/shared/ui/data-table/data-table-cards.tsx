import { flexRender, type Table } from '@tanstack/react-table';
import { SELECT_COLUMN_ID } from './selection-column';
import styles from './data-table.module.css';

/** Phones: each row as a card of label–value pairs, in the table's order, selection first. */
export function DataTableCards<T>({ table, caption }: { table: Table<T>; caption: string }) {
  return (
    <ul className={styles.cards} aria-label={caption}>
      {table.getRowModel().rows.map((row) => (
        <li key={row.id} className={styles.card} data-selected={row.getIsSelected() || undefined}>
          {row
            .getVisibleCells()
            .filter((cell) => cell.column.id === SELECT_COLUMN_ID)
            .map((cell) => (
              <div key={cell.id} className={styles.cardSelect}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </div>
            ))}
          <dl className={styles.cardList}>
            {row
              .getVisibleCells()
              .filter((cell) => cell.column.id !== SELECT_COLUMN_ID)
              .map((cell) => (
                <div key={cell.id} className={styles.cardRow}>
                  <dt>{typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : cell.column.id}</dt>
                  <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                </div>
              ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
