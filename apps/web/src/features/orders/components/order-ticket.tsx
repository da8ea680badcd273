import { orderStatusName } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { OrderDetails, OrderProduct } from '@mostrador/shared/schemas/orders';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCompanyStore } from '../../company';
import { readMember } from './loyalty';
import { formatDateTime } from '../order-date';
import { paymentLines } from './payment-text';
import styles from './ticket.module.css';
import { t } from '@mostrador/shared/messages/es-MX-orders';

/**
 * The printed ticket. Spec §2's print rule: printable content goes into the root's print-only
 * container (#print-area) and the routed view, with all the app's chrome, is hidden on paper.
 */
export function OrderTicket({ order, products }: { order: OrderDetails; products: OrderProduct[] }) {
  const company = useCompanyStore((s) => s.company);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // Looked up after mounting: the root layout's container is in the document by then.
  useEffect(() => setTarget(document.getElementById('print-area')), []);
  if (!target) return null;

  const a = order.ADDRESS;
  const member = readMember(order.SOY_TU_FAN_BENEFICIOS_CUSTOMER);
  return createPortal(
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
      <p className={styles.rule}>
        {paymentLines(order).map((text) => (
          <span key={text} className={styles.block}>
            {text}
          </span>
        ))}
      </p>
      <p className={styles.rule}>
        {order.CUSTOMER_NAME}
        <br />
        {a.CALLE} {a.NUMERO_EXTERIOR}
        {a.NUMERO_INTERIOR ? t('orderTicket.interior', { numeroInterior: a.NUMERO_INTERIOR }) : ''}
        {t('orderTicket.col')} {a.COLONIA}
        {t('orderTicket.postalCode')} {a.CODIGO_POSTAL}, {a.MUNICIPIO}, {a.ESTADO}
        <br />
        {t('orderTicket.tel')} {formatPhone(order.PHONE)}
      </p>
      {member ? (
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
      ) : null}
      <p className={`${styles.rule} ${styles.center}`}>{t('orderTicket.graciasPorTuCompra')}</p>
    </article>,
    target,
  );
}
