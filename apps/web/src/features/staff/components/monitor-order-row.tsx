import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import type { OrderSummary } from '@mostrador/shared/schemas/orders';
import { Link } from 'react-router';
import { CourierAssign } from '../../couriers';
import { usePickProgressStore } from '../../live';
import { piecesText, StaffOrderActions } from '../../orders';
import { pathTo } from '../../../shared/ui/navigation/routes';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../staff.module.css';
import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';
import { pharmacyT } from '@mostrador/shared/messages/es-MX-pharmacy';

/** Beyond the spec: a pending order's wait escalates, amber after 5 minutes, red after 10. */
function waitLevel(order: OrderSummary, now: number): 'ok' | 'late' | 'urgent' {
  if (order.ID_STATUS !== ORDER_STATUS.PENDING) return 'ok';
  const minutes = (now - Date.parse(order.CREATED_AT)) / 60_000;
  return minutes >= 10 ? 'urgent' : minutes >= 5 ? 'late' : 'ok';
}
const age = (iso: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  return minutes < 60
    ? t('monitorOrderRow.haceMinutesMin', { minutes })
    : t('monitorOrderRow.haceHoursHMinutesMin', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
};

/**
 * One order of the monitor. An order of another branch (ALL_BRANCHES listening to every branch)
 * names its branch and offers only its detail: its actions belong to that branch's staff.
 */
export function MonitorOrderRow({ order, now, isOwnBranch }: { order: OrderSummary; now: number; isOwnBranch: boolean }) {
  const detail = (
    <Link to={pathTo('order_view', { ID: String(order.ID) })} className={styles.secondary}>
      {t('monitorOrderRow.verDetalle')}
    </Link>
  );
  return (
    <li
      className={styles.row}
      data-wait={waitLevel(order, now)}
      data-pending={order.ID_STATUS === ORDER_STATUS.PENDING}
      aria-label={t('monitorOrderRow.folioLabel', { id: order.ID })}
    >
      <div className={styles.rowHead}>
        <strong>
          {t('monitorOrderRow.folio')} {order.ID}
        </strong>
        <span className={styles.status} data-status={order.ID_STATUS}>
          {orderStatusName(order.ID_STATUS)}
        </span>
        {order.PHARMACIST_CHECK === 'pending' ? (
          <span className={styles.pickChip} data-pick="waiting" role="status">
            {pharmacyT('pharmacy.monitor.waiting')}
          </span>
        ) : null}
        {order.ID_STATUS === ORDER_STATUS.STOCKING ? <PickChip orderId={order.ID} /> : null}
        <span className={styles.age}>{age(order.CREATED_AT, now)}</span>
      </div>
      <p className={styles.rowInfo}>
        {isOwnBranch ? '' : `${order.BRANCH_NAME} · `}
        {order.CUSTOMER_NAME ? `${order.CUSTOMER_NAME} · ` : ''}
        {piecesText(order.UNITS)} · {formatMoney(order.TOTAL)}
      </p>
      {isOwnBranch ? (
        <StaffOrderActions order={order}>
          {detail}
          {order.ID_STATUS === ORDER_STATUS.STOCKING || order.ID_STATUS === ORDER_STATUS.ON_THE_WAY ? (
            <CourierAssign orderId={order.ID} status={order.ID_STATUS} />
          ) : null}
        </StaffOrderActions>
      ) : (
        <div className={layoutStyles.cluster}>{detail}</div>
      )}
    </li>
  );
}

/** How the order's picking stands, as last heard live (nothing until a pick change is heard). */
function PickChip({ orderId }: { orderId: number }) {
  const progress = usePickProgressStore((s) => s.byOrder[orderId]);
  if (!progress) return null;
  const [state, text] =
    progress.waiting > 0
      ? (['waiting', t('monitorOrderRow.pickWaiting')] as const)
      : progress.ready
        ? (['ready', t('monitorOrderRow.pickReady')] as const)
        : (['picking', t('monitorOrderRow.pickProgress', { done: progress.done, total: progress.total })] as const);
  return (
    <span className={styles.pickChip} data-pick={state} role="status">
      {text}
    </span>
  );
}
