import type { OrderHistoryEntry } from '@mostrador/shared/schemas/orders';
import { orderStatusName } from '@mostrador/shared/constants/order-status';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../orders.module.css';
import detail from './order-detail.module.css';
import { formatDateTime } from '../order-date';
import { TONE } from './status-tone';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

/** Every status change, oldest first (as the server keeps them): what, when, who and why. */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  if (history.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title" className={textStyles.sectionTitle}>
        {t('orderTimeline.seguimiento')}
      </h2>
      <ol className={detail.timeline}>
        {history.map((step, index) => (
          <li key={`${step.AT}-${index}`} className={detail.step} data-tone={TONE[step.TO]}>
            <strong>{orderStatusName(step.TO)}</strong>
            <time dateTime={step.AT} className={styles.muted}>
              {formatDateTime(step.AT)}
            </time>
            {step.BY ? <span className={styles.muted}>{step.BY}</span> : null}
            {step.NOTES ? <span>{step.NOTES}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
