import { orderStatusName } from '@mostrador/shared/constants/order-status';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { OrderDetails, OrderProduct } from '@mostrador/shared/schemas/orders';
import { PrintArea } from '../../../shared/ui/print-area';
import { useCompanyStore } from '../../company';
import { formatDateTime } from '../order-date';
import { paymentLines } from './payment-text';
import { TicketDelivery, TicketLines, TicketMember, TicketTotals } from './ticket-sections';
import styles from './ticket.module.css';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

/**
 * The printed ticket. The print rule in docs/product.md#screens-and-routes: printable content goes into the root's print-only
 * container (#print-area) and the routed view, with all the app's chrome, is hidden on paper.
 */
export function OrderTicket({ order, products }: { order: OrderDetails; products: OrderProduct[] }) {
  const company = useCompanyStore((s) => s.company);
  return (
    <PrintArea>
      <article className={styles.ticket} aria-label={t('orderTicket.ticketDelPedidoConFolio', { id: order.ID })}>
        <header className={styles.center}>
          <strong className={styles.company}>{company?.NAME ?? ''}</strong>
          {company?.PHONE ? (
            <div>
              {t('orderTicket.tel')} {formatPhone(company.PHONE)}
            </div>
          ) : null}
          <div>
            {t('orderTicket.sucursal')} {order.BRANCH_NAME}
          </div>
        </header>
        <p className={styles.rule}>
          {t('orderTicket.folio')} {order.ID} · {orderStatusName(order.ID_STATUS)}
          <br />
          {formatDateTime(order.CREATED_AT)}
        </p>
        <TicketLines products={products} />
        <TicketTotals order={order} />
        <p className={styles.rule}>
          {paymentLines(order).map((text) => (
            <span key={text} className={styles.block}>
              {text}
            </span>
          ))}
        </p>
        <TicketDelivery order={order} />
        <TicketMember order={order} />
        <p className={`${styles.rule} ${styles.center}`}>{t('orderTicket.graciasPorTuCompra')}</p>
      </article>
      ,
    </PrintArea>
  );
}
