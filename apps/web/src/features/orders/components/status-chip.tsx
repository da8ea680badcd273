import { orderStatusName } from '@mostrador/shared/constants/order-status';
import styles from '../orders.module.css';
import { TONE } from './status-tone';

/** The status by name; the colour only repeats it, so it never carries meaning alone. */
export function StatusChip({ status }: { status: number }) {
  return (
    <span className={styles.chip} data-tone={TONE[status] ?? 'cancelled'}>
      {orderStatusName(status)}
    </span>
  );
}
