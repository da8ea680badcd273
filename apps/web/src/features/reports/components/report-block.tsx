import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportTable } from '@mostrador/shared/schemas/reports';
import { useMemo, useState } from 'react';
import uiStyles from '../../../shared/ui/ui.module.css';
import { chartHeight, chartOption } from '../chart-options';
import styles from '../reports.module.css';
import { DataTable } from './data-table';
import { ReportChart } from './report-chart';

export interface ExportHandler {
  (table: ReportTable, format: 'CSV' | 'XLSX'): void;
}

/** A table's chart, its data behind «Ver datos», and its CSV and Excel downloads. */
export function ReportBlock({ table, onExport }: { table: ReportTable; onExport: ExportHandler }) {
  const [open, setOpen] = useState(false);
  const option = useMemo(() => chartOption(table), [table]);
  const headingId = `report-${table.ID}`;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <header className={styles.blockHead}>
        <h3 id={headingId}>{table.TITLE}</h3>
        <div className={styles.blockActions}>
          <button type="button" className={uiStyles.button} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t('reports.hideTable') : t('reports.showTable')}
          </button>
          {(['CSV', 'XLSX'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={uiStyles.button}
              aria-label={t('reports.exportOf', { title: table.TITLE, format: format === 'CSV' ? 'CSV' : 'Excel' })}
              onClick={() => onExport(table, format)}
            >
              {format === 'CSV' ? t('reports.exportCsv') : t('reports.exportXlsx')}
            </button>
          ))}
        </div>
      </header>
      {option ? <ReportChart option={option} height={chartHeight(table)} /> : <p>{t('reports.empty')}</p>}
      {/* Always in the page for screen readers; «Ver datos» shows it on screen too. */}
      <div className={open ? undefined : styles.visuallyHidden}>
        <DataTable table={table} scrollable={open} />
      </div>
    </section>
  );
}
