import { formatMoney } from '@mostrador/shared/format/money';
import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportResponse } from '@mostrador/shared/schemas/reports';
import styles from '../reports.module.css';

const INT = new Intl.NumberFormat('es-MX');

/** The period's four headline numbers. */
export function Totals({ totals }: { totals: ReportResponse['TOTALS'] }) {
  const items: [string, string][] = [
    [t('reports.kpi.orders'), INT.format(totals.ORDERS)],
    [t('reports.kpi.revenue'), formatMoney(totals.REVENUE)],
    [t('reports.kpi.ticket'), totals.AVERAGE_TICKET === null ? '—' : formatMoney(totals.AVERAGE_TICKET)],
    [t('reports.kpi.cancelled'), INT.format(totals.CANCELLED)],
  ];
  return (
    <dl className={styles.totals}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
