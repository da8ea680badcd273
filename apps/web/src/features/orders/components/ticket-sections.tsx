import { formatMoney } from '@mostrador/shared/format/money';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { OrderDetails, OrderProduct } from '@mostrador/shared/schemas/orders';
import { readMember } from './loyalty';
import styles from './ticket.module.css';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';

/** The ticket's lines: units, name, the saving when there is one, and the line's amount. */
export function TicketLines({ products }: { products: OrderProduct[] }) {
  return (
    <table className={styles.items}>
      <tbody>
        {products.map((line) => (
          <tr key={line.SKU}>
            <td>
              {line.UNITS} × {line.NAME}
              {line.DISCOUNT > 0 ? (
                <div>
                  {t('orderTicket.ahorras')} {formatMoney(line.DISCOUNT)}
                </div>
              ) : null}
            </td>
            <td className={styles.amount}>{formatMoney(line.LINE_TOTAL)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal, the programme's saving when there is one, and the total. */
export function TicketTotals({ order }: { order: OrderDetails }) {
  return (
    <dl className={styles.totals}>
      <dt>{t('orderTicket.subtotal')}</dt>
      <dd>{formatMoney(order.SUBTOTAL)}</dd>
      {order.DISCOUNT > 0 ? (
        <>
          <dt>{t('orderTicket.ahorroSoyTuFan')}</dt>
          <dd>−{formatMoney(order.DISCOUNT)}</dd>
        </>
      ) : null}
      <dt className={styles.grand}>{t('orderTicket.total')}</dt>
      <dd className={styles.grand}>{formatMoney(order.TOTAL)}</dd>
    </dl>
  );
}

/** Who receives the order, where, and the phone. */
export function TicketDelivery({ order }: { order: OrderDetails }) {
  const a = order.ADDRESS;
  return (
    <p className={styles.rule}>
      {order.CUSTOMER_NAME}
      <br />
      {a === null ? (
        pickupT('pickup.where', { branch: order.BRANCH_NAME })
      ) : (
        <>
          {a.CALLE} {a.NUMERO_EXTERIOR}
          {a.NUMERO_INTERIOR ? t('orderTicket.interior', { numeroInterior: a.NUMERO_INTERIOR }) : ''}
          {t('orderTicket.col')} {a.COLONIA}
          {t('orderTicket.postalCode')} {a.CODIGO_POSTAL}, {a.MUNICIPIO}, {a.ESTADO}
        </>
      )}
      <br />
      {t('orderTicket.tel')} {formatPhone(order.PHONE)}
    </p>
  );
}

/** The "soy tu fan" member's number and points; nothing when the order has no member. */
export function TicketMember({ order }: { order: OrderDetails }) {
  const member = readMember(order.SOY_TU_FAN_BENEFICIOS_CUSTOMER);
  if (!member) return null;
  return (
    <p className={styles.rule}>
      {member.member ? (
        <span className={styles.block}>
          {t('orderTicket.socioSoyTuFan')} {member.member}
        </span>
      ) : null}
      {member.pointsEarned !== null ? (
        <span className={styles.block}>
          {t('orderTicket.puntosGanados')} {member.pointsEarned}
        </span>
      ) : null}
      {member.balance !== null ? (
        <span className={styles.block}>
          {t('orderTicket.saldoDePuntos')} {member.balance}
        </span>
      ) : null}
    </p>
  );
}
