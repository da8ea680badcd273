import { dayOnScreen, todayInMexico } from '@mostrador/shared/format/date';
import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportTable, ReportTableId } from '@mostrador/shared/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { messageOf } from '../../shared/api/api-error';
import { ErrorState, Spinner } from '../../shared/ui/state-panel';
import { useAuthStore } from '../auth';
import { exportReport, reportQuery } from './api/reports';
import { ReportBlock } from './components/report-block';
import { ReportFilters, type FilterState } from './components/report-filters';
import { ReportPrint } from './components/report-print';
import { Totals } from './components/totals';
import { periodOf } from './period';
import { usePrinting } from './use-printing';
import styles from './reports.module.css';

const SECTIONS: { title: 'sales' | 'service' | 'quality' | 'rum'; tables: ReportTableId[] }[] = [
  { title: 'sales', tables: ['salesByBranch', 'salesByDay', 'heatmap', 'topProducts', 'departments', 'fulfilment', 'payment'] },
  { title: 'service', tables: ['stages', 'pendingWait', 'cancellations'] },
  { title: 'quality', tables: ['quality', 'couriers', 'pickup'] },
  { title: 'rum', tables: ['rum'] },
];

function initialFilter(today: string): FilterState {
  return { kind: 'month', anchor: today, ...periodOf('month', today, today), BRANCH: '' };
}

/** A period's change: a day, week or month follows its anchor; custom keeps its dates. */
function applyPatch(f: FilterState, patch: Partial<FilterState>, today: string): FilterState {
  const next = { ...f, ...patch };
  return next.kind === 'custom' ? next : { ...next, ...periodOf(next.kind, next.anchor, today) };
}

async function download(token: string, filter: FilterState, table: ReportTable, FORMAT: 'CSV' | 'XLSX') {
  const { BRANCH, DATE_START, DATE_END } = filter;
  const blob = await exportReport(token, { BRANCH, DATE_START, DATE_END, TABLE: table.ID, FORMAT });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `reporte-${table.ID}-${BRANCH || 'todas'}-${DATE_START}-${DATE_END}.${FORMAT.toLowerCase()}`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * `/admin/reports` (REPORTS or ADMIN; issue 37, decision 076): a period's sales, service times,
 * fulfilment quality and real visits' Core Web Vitals, for one branch or all side by side. Each
 * chart has its data table and CSV/Excel downloads; «Imprimir» prints charts and tables.
 */
export function ReportsPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [today] = useState(todayInMexico);
  const [filter, setFilter] = useState<FilterState>(() => initialFilter(today));
  const [exportError, setExportError] = useState<string | null>(null);
  const [printing, print] = usePrinting();
  const { BRANCH, DATE_START, DATE_END } = filter;
  const report = useQuery(reportQuery(token, { BRANCH, DATE_START, DATE_END }));
  const onExport = useCallback(
    (table: ReportTable, format: 'CSV' | 'XLSX') => {
      setExportError(null);
      download(token, filter, table, format).catch((error: unknown) => setExportError(messageOf(error)));
    },
    [token, filter],
  );
  const data = report.data;
  const branchName = data?.BRANCHES.find((b) => b.CODE === BRANCH)?.NAME ?? t('reports.allBranches');
  const heading = t('reports.heading', { branch: branchName, from: dayOnScreen(DATE_START), to: dayOnScreen(DATE_END) });

  return (
    <div className={styles.page}>
      <h1>{t('reports.title')}</h1>
      <ReportFilters
        value={filter}
        branches={data?.BRANCHES ?? []}
        today={today}
        onChange={(p) => setFilter((f) => applyPatch(f, p, today))}
        onPrint={print}
      />
      <p className={styles.heading}>{heading}</p>
      {exportError && <p role="alert">{exportError}</p>}
      {report.isError && <ErrorState message={messageOf(report.error)} />}
      {report.isPending && <Spinner />}
      {data && (
        <>
          <Totals totals={data.TOTALS} />
          {SECTIONS.map((section) => (
            <section key={section.title} className={styles.section} aria-labelledby={`section-${section.title}`}>
              <h2 id={`section-${section.title}`}>{t(`reports.section.${section.title}`)}</h2>
              <div className={styles.grid}>
                {section.tables.map((id) => {
                  const table = data.TABLES.find((x) => x.ID === id);
                  return table ? <ReportBlock key={id} table={table} onExport={onExport} /> : null;
                })}
              </div>
            </section>
          ))}
          {printing && <ReportPrint report={data} heading={heading} />}
        </>
      )}
    </div>
  );
}
