import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportTable } from '@mostrador/shared/schemas/reports';
import { formatCell } from '../format';
import styles from '../reports.module.css';

/** A chart's data as a table: what a screen reader reads, and what prints under the chart. */
export function DataTable({ table }: { table: ReportTable }) {
  return (
    <div className={styles.tableWrap}>
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
