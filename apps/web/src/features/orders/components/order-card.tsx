import { isPendingStatus } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import type { OrderSummary } from '@mostrador/shared/schemas/orders';
import { Link } from 'react-router';
import { IconEye } from '../../../shared/ui/icons';
import { pathTo } from '../../../shared/ui/navigation/routes';
import uiStyles from '../../../shared/ui/ui.module.css';
import styles from '../orders.module.css';
import { CancelOrderButton } from './cancel-order-button';
import { formatDateTime, piecesText } from '../order-date';
import { StatusChip } from './status-chip';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

/** One order of the history: folio, status, when, where from, how much, and what can be done. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const titleId = `order-${order.ID}-title`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <div className={styles.folioGroup}>
          <h2 id={titleId} className={styles.folio}>
            {t('orderCard.folio')} {order.ID}
          </h2>
          <StatusChip status={order.ID_STATUS} />
        </div>
        <strong className={styles.cardTotal}>{formatMoney(order.TOTAL)}</strong>
      </div>
      <p className={styles.meta}>
        <time dateTime={order.CREATED_AT}>{formatDateTime(order.CREATED_AT)}</time>
        <span aria-hidden="true"> · </span>
        <span>{order.BRANCH_NAME}</span>
        <span aria-hidden="true"> · </span>
        <span>{piecesText(order.UNITS)}</span>
      </p>
      <div className={styles.actions}>
        <Link
          to={pathTo('order_view', { ID: String(order.ID) })}
          className={uiStyles.buttonSubtle}
          aria-label={t('orderCard.verDetalleDelPedidoCon', { id: order.ID })}
        >
          <IconEye size={18} /> {t('orderCard.verDetalle')}
        </Link>
        {isPendingStatus(order.ID_STATUS) ? <CancelOrderButton orderId={order.ID} /> : null}
      </div>
    </li>
  );
}
