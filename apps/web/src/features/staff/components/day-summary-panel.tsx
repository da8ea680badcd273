import { dayOnScreen, todayInMexico } from '@mostrador/shared/format/date';
import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';
import type { PickDaySummary, StageClock } from '@mostrador/shared/schemas/picking';
import { messageOf } from '../../../shared/api/api-error';
import { ErrorState, Spinner } from '../../../shared/ui/state-panel';
import { useDaySummary } from '../hooks/use-day-summary';
import styles from '../staff.module.css';

const minutesOf = (clock: StageClock) => (clock.MINUTES === null ? null : Math.round(clock.MINUTES));

/** "Tiempo promedio: pendiente 12 min · surtiendo 8 min"; a stage no order went through says so. */
export function clocksLine(clocks: PickDaySummary['clocks']): string {
  const pending = minutesOf(clocks.PENDING);
  const stocking = minutesOf(clocks.STOCKING);
  return [
    t('daySummary.averageTime'),
    [
      pending === null ? t('daySummary.pendingNone') : t('daySummary.pendingMinutes', { minutes: pending }),
      stocking === null ? t('daySummary.stockingNone') : t('daySummary.stockingMinutes', { minutes: stocking }),
    ].join(' · '),
  ].join(' ');
}

/**
 * "Para surtir hoy" (docs/product.md#branch-monitor): products and units of the day's open orders, and the stage clocks;
 * of every branch when the monitor lists every branch (`everyBranch`).
 */
export function DaySummaryPanel({ day, everyBranch = false }: { day: string; everyBranch?: boolean }) {
  const query = useDaySummary(day, everyBranch);
  const title = day === todayInMexico() ? t('daySummary.today') : t('daySummary.onDay', { day: dayOnScreen(day) });
  return (
    <section className={styles.daySummary} aria-labelledby="day-summary-title">
      <h2 id="day-summary-title" className={styles.daySummaryTitle}>
        {title}
      </h2>
      {everyBranch ? <p className={styles.dayClocks}>{t('daySummary.everyBranch')}</p> : null}
      {query.isPending ? (
        <Spinner label={t('daySummary.loading')} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className={styles.dayClocks}>{clocksLine(query.data.clocks)}</p>
          {query.data.products.length === 0 ? (
            <p role="status">{t('daySummary.nothing')}</p>
          ) : (
            <table className={styles.dayTable}>
              <thead>
                <tr>
                  <th scope="col">{t('daySummary.product')}</th>
                  <th scope="col">{t('daySummary.units')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.products.map((p) => (
                  <tr key={p.SKU}>
                    <th scope="row">
                      {p.NAME} <span className={styles.dayPresentation}>{p.PRESENTATION}</span>
                    </th>
                    <td>{p.UNITS}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
