import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportTable } from '@mostrador/shared/schemas/reports';
import { formatCell } from '../format';
import styles from '../reports.module.css';

/**
 * A chart's data as a table: what a screen reader reads, and what prints under the chart. Shown on
 * screen (`scrollable`) it scrolls in its own box, which the keyboard can reach and scroll (axe's
 * scrollable-region-focusable); hidden or on paper it does not scroll, so it takes no tab stop.
 */
export function DataTable({ table, scrollable = false }: { table: ReportTable; scrollable?: boolean }) {
  const box = scrollable
    ? { className: styles.tableWrap, tabIndex: 0, role: 'region', 'aria-label': t('reports.tableData', { title: table.TITLE }) }
    : {};
  return (
    <div {...box}>
      <table className={styles.table}>
        <caption className={styles.caption}>{table.TITLE}</caption>
        <thead>
          <tr>
            {table.COLUMNS.map((c) => (
              <th key={c.KEY} scope="col" className={c.KIND === 'text' ? undefined : styles.num}>
                {c.LABEL}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.ROWS.length === 0 && (
            <tr>
              <td colSpan={table.COLUMNS.length}>{t('reports.empty')}</td>
            </tr>
          )}
          {table.ROWS.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => {
                const kind = table.COLUMNS[j]?.KIND ?? 'text';
                return (
                  <td key={j} className={kind === 'text' ? undefined : styles.num}>
                    {formatCell(cell, kind)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
