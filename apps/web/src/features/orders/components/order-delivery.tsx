import { formatPhone } from '@mostrador/shared/format/phone';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../orders.module.css';
import detail from './order-detail.module.css';
import { paymentLines } from './payment-text';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';

/** Where it goes, who receives it, how it is paid and, for prescription products, the doctor. */
export function OrderDelivery({ order }: { order: OrderDetails }) {
  const a = order.ADDRESS;
  const [payment, ...cashNotes] = paymentLines(order);
  return (
    <section className={styles.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={textStyles.sectionTitle}>
        {t('orderDelivery.entregaYPago')}
      </h2>
      <dl className={detail.facts}>
        {a === null ? (
          <>
            <dt>{pickupT('pickup.pickup')}</dt>
            <dd>{pickupT('pickup.where', { branch: order.BRANCH_NAME })}</dd>
          </>
        ) : (
          <>
            <dt>{t('orderDelivery.direccion')}</dt>
            <dd>
              <DeliveryAddress address={a} />
            </dd>
          </>
        )}
        <dt>{t('orderDelivery.telefono')}</dt>
        <dd>{formatPhone(order.PHONE)}</dd>
        {order.NOTES ? (
          <>
            <dt>{t('orderDelivery.notas')}</dt>
            <dd>{order.NOTES}</dd>
          </>
        ) : null}
        <dt>{t('orderDelivery.pago')}</dt>
        <dd>
          {payment}
          {cashNotes.map((note) => (
            <span key={note} className={styles.block}>
              {note}
            </span>
          ))}
        </dd>
        {order.PRESCRIPTION ? (
          <>
            <dt>{t('orderDelivery.medico')}</dt>
            <dd>{order.PRESCRIPTION.DOCTOR_NAME}</dd>
            <dt>{t('orderDelivery.cedulaProfesional')}</dt>
            <dd>{order.PRESCRIPTION.CEDULA}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The delivery address as the order keeps it (a pickup order has none, issue 35). */
function DeliveryAddress({ address: a }: { address: NonNullable<OrderDetails['ADDRESS']> }) {
  return (
    <address className={detail.address}>
      <strong>{a.ALIAS}</strong>
      <br />
      {a.CALLE} {a.NUMERO_EXTERIOR}
      {a.NUMERO_INTERIOR ? t('orderDelivery.interior', { numeroInterior: a.NUMERO_INTERIOR }) : ''}
      <br />
      {t('orderDelivery.col')} {a.COLONIA}
      {t('orderDelivery.postalCode')} {a.CODIGO_POSTAL}
      <br />
      {a.MUNICIPIO}, {a.ESTADO}
      {a.REFERENCIAS ? (
        <>
          <br />
          <span className={styles.muted}>
            {t('orderDelivery.referencias')} {a.REFERENCIAS}
          </span>
        </>
      ) : null}
    </address>
  );
}
