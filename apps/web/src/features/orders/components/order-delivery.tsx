import { formatPhone } from '@mostrador/shared/format/phone';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import styles from '../orders.module.css';
import detail from './order-detail.module.css';
import { paymentLines } from './payment-text';

/** Where it goes, who receives it, how it is paid and, for prescription products, the doctor. */
export function OrderDelivery({ order }: { order: OrderDetails }) {
  const a = order.ADDRESS;
  const [payment, ...cashNotes] = paymentLines(order);
  return (
    <section className={styles.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.subtitle}>
        Entrega y pago
      </h2>
      <dl className={detail.facts}>
        <dt>Dirección</dt>
        <dd>
          <address className={detail.address}>
            <strong>{a.ALIAS}</strong>
            <br />
            {a.CALLE} {a.NUMERO_EXTERIOR}
            {a.NUMERO_INTERIOR ? `, int. ${a.NUMERO_INTERIOR}` : ''}
            <br />
            Col. {a.COLONIA}, C.P. {a.CODIGO_POSTAL}
            <br />
            {a.MUNICIPIO}, {a.ESTADO}
            {a.REFERENCIAS ? (
              <>
                <br />
                <span className={styles.muted}>Referencias: {a.REFERENCIAS}</span>
              </>
            ) : null}
          </address>
        </dd>
        <dt>Teléfono</dt>
        <dd>{formatPhone(order.PHONE)}</dd>
        {order.NOTES ? (
          <>
            <dt>Notas</dt>
            <dd>{order.NOTES}</dd>
          </>
        ) : null}
        <dt>Pago</dt>
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
            <dt>Médico</dt>
            <dd>{order.PRESCRIPTION.DOCTOR_NAME}</dd>
            <dt>Cédula profesional</dt>
            <dd>{order.PRESCRIPTION.CEDULA}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
