import { pickupT as t } from '@mostrador/shared/messages/es-MX-pickup';
import type { Tracker, TrackerStage } from '@mostrador/shared/schemas/tracking';
import type { ReactNode } from 'react';
import { IconCheck } from '../../../shared/ui/icons';
import { formatTime } from '../order-date';
import styles from './order-tracker.module.css';

const DELIVERY: readonly TrackerStage[] = ['RECEIVED', 'PICKING', 'READY', 'ON_THE_WAY', 'DELIVERED'];
const PICKUP: readonly TrackerStage[] = ['RECEIVED', 'PICKING', 'READY', 'DELIVERED'];

function labelOf(stage: TrackerStage, tracker: Tracker): string {
  const name = tracker.COURIER_FIRST_NAME;
  switch (stage) {
    case 'RECEIVED':
      return t('tracker.received');
    case 'PICKING':
      return t('tracker.picking');
    case 'READY':
      return tracker.FULFILMENT === 'PICKUP' ? t('tracker.ready') : t('tracker.packed');
    case 'ON_THE_WAY':
      return name ? t('tracker.onTheWayWith', { name }) : t('tracker.onTheWay');
    case 'DELIVERED':
      return t('tracker.delivered');
  }
}

/** «Llega aprox. entre 13:40 y 14:05» or, for a pickup, «Listo aprox. a las 13:55» (the window's upper end). */
function estimateText(tracker: Tracker): string | null {
  const e = tracker.ESTIMATE;
  if (!e) return null;
  if (e.KIND === 'READY') return t('tracker.readyAt', { time: formatTime(e.TO) });
  return t('tracker.arrival', { from: formatTime(e.FROM), to: formatTime(e.TO) });
}

/**
 * The stages of an order as a stepper (issue 35, decision 077), on the customer's order page and on a shared link:
 * done, current and to come, the courier's first name on «En camino», the estimated window. A cancelled order says so.
 */
export function OrderTracker({ tracker, title, note, children }: { tracker: Tracker; title: string; note: string; children?: ReactNode }) {
  if (tracker.STAGE === 'CANCELLED') {
    return (
      <section className={styles.tracker} aria-labelledby="tracker-title" data-testid="order-tracker" data-stage="CANCELLED">
        <h2 id="tracker-title" className={styles.title}>
          {t('tracker.cancelled')}
        </h2>
        <p className={styles.note}>{t('tracker.cancelledText')}</p>
      </section>
    );
  }
  const stages = tracker.FULFILMENT === 'PICKUP' ? PICKUP : DELIVERY;
  const current = stages.indexOf(tracker.STAGE);
  const estimate = estimateText(tracker);
  const carrier =
    tracker.STAGE === 'READY' && tracker.COURIER_FIRST_NAME ? t('tracker.carriedBy', { name: tracker.COURIER_FIRST_NAME }) : null;
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title" data-testid="order-tracker" data-stage={tracker.STAGE}>
      <div className={styles.head}>
        <h2 id="tracker-title" className={styles.title}>
          {title}
        </h2>
        <span className={styles.live}>{note}</span>
      </div>
      <ol className={styles.steps} aria-label={t('tracker.stages')}>
        {stages.map((stage, i) => {
          const state = i < current || tracker.STAGE === 'DELIVERED' ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li key={stage} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true">
                {state === 'done' ? <IconCheck size={16} /> : null}
              </span>
              <span className={styles.label}>
                {labelOf(stage, tracker)}
                {state === 'done' ? <span className="visually-hidden"> ({t('tracker.done')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {estimate ? (
        <p className={styles.estimate} data-testid="tracker-estimate">
          {estimate}
        </p>
      ) : null}
      {carrier ? <p className={styles.note}>{carrier}</p> : null}
      {children}
    </section>
  );
}
