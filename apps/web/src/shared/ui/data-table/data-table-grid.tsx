import { flexRender, type Table } from '@tanstack/react-table';
import styles from './data-table.module.css';

/** The table itself: sortable headers (buttons, aria-sort), a sticky header when the body scrolls. */
export function DataTableGrid<T>({
  table,
  caption,
  stickyHeaderMaxHeight,
}: {
  table: Table<T>;
  caption: string;
  stickyHeaderMaxHeight?: number;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div
      className={styles.scroll}
      style={stickyHeaderMaxHeight ? { maxHeight: stickyHeaderMaxHeight } : undefined}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={stickyHeaderMaxHeight ? styles.sticky : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className={styles.sortButton} onClick={header.column.getToggleSortingHandler()}>
                        {label}
                        <span aria-hidden="true" className={styles.sortMark}>
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
