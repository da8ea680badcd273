import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportResponse } from '@mostrador/shared/schemas/reports';
import { useMemo } from 'react';
import { PrintArea } from '../../../shared/ui/print-area';
import { chartHeight, chartOption } from '../chart-options';
import { chartToSvg, type ChartOption } from '../echarts';
import styles from '../reports.module.css';
import { DataTable } from './data-table';
import { Totals } from './totals';

const PRINT_WIDTH = 680;
/** Longer tables (a month's days per branch, the week's 168 hours) stay in the downloads, not on paper. */
const PRINT_MAX_ROWS = 40;

/** On paper every legend entry shows (no scrolling legend), above a grid moved down to make room. */
const forPaper = (option: ChartOption): ChartOption =>
  option.legend && option.grid
    ? { ...option, legend: { top: 0, type: 'plain' }, grid: { ...(option.grid as object), top: 64 } }
    : option.legend
      ? { ...option, legend: { top: 0, type: 'plain' } }
      : option;

/**
 * What «Imprimir» puts on paper (the print rule: the print-only container): the heading, the
 * totals, and each table with a still SVG copy of its chart drawn without a DOM.
 */
export function ReportPrint({ report, heading }: { report: ReportResponse; heading: string }) {
  const charts = useMemo(
    () =>
      report.TABLES.map((table) => {
        const option = chartOption(table);
        return { table, svg: option ? chartToSvg(forPaper(option), PRINT_WIDTH, Math.min(chartHeight(table), 420)) : null };
      }),
    [report],
  );
  return (
    <PrintArea>
      <article className={styles.sheet} aria-label={t('reports.title')}>
        <h1>{t('reports.title')}</h1>
        <p>{heading}</p>
        <Totals totals={report.TOTALS} />
        {charts.map(({ table, svg }) => (
          <section key={table.ID} className={styles.sheetBlock}>
            <h2>{table.TITLE}</h2>
            {/* ECharts' own SVG of our numbers and names (it escapes text), not user HTML. */}
            {svg && <div className={styles.sheetChart} dangerouslySetInnerHTML={{ __html: svg }} />}
            {table.ROWS.length <= PRINT_MAX_ROWS ? (
              <DataTable table={table} />
            ) : (
              <p>{t('reports.printLong', { rows: table.ROWS.length })}</p>
            )}
          </section>
        ))}
      </article>
    </PrintArea>
  );
}
