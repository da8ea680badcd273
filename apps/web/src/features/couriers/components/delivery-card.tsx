import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import { courierT as t } from '@mostrador/shared/messages/es-MX-couriers';
import type { CourierDelivery } from '@mostrador/shared/schemas/couriers';
import styles from '../couriers.module.css';

/** The address on one line, as the maps app searches it. */
export function addressLine(d: CourierDelivery): string {
  const a = d.ADDRESS;
  return [`${a.CALLE} ${a.NUMERO_EXTERIOR}`.trim(), a.COLONIA, `${a.CODIGO_POSTAL} ${a.MUNICIPIO}`.trim(), a.ESTADO]
    .filter((part) => part !== '')
    .join(', ');
}

/** Links the phone opens in its own apps: the dialler, WhatsApp (Mexico's +52) and the maps app. */
export function contactLinks(d: CourierDelivery) {
  const digits = d.PHONE.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '');
  return {
    tel: `tel:+52${digits}`,
    whatsapp: `https://wa.me/52${digits}`,
    map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(d))}`,
  };
}

/** What the courier collects and the change to bring, in the courier's words. */
function CashLine({ d }: { d: CourierDelivery }) {
  if (d.PAYMENT !== 'EFECTIVO') return <p className={styles.cash}>{t('card.card', { amount: formatMoney(d.TOTAL) })}</p>;
  return (
    <div className={styles.cash}>
      <strong>{t('card.cash', { amount: formatMoney(d.CASH_TO_COLLECT) })}</strong>
      <span>
        {d.CHANGE > 0 && d.CASH_AMOUNT !== null
          ? t('card.change', { change: formatMoney(d.CHANGE), paysWith: formatMoney(d.CASH_AMOUNT) })
          : t('card.noChange')}
      </span>
    </div>
  );
}

export interface CardActions {
  busy: boolean;
  onTake?: () => void;
  onDepart?: () => void;
  onDelivered?: () => void;
  onUndelivered?: () => void;
}

/** One delivery: who, where, how to reach them, what to collect, and the one or two next steps. */
export function DeliveryCard({ d, actions }: { d: CourierDelivery; actions: CardActions }) {
  const a = d.ADDRESS;
  const links = contactLinks(d);
  const onTheWay = d.ID_STATUS === ORDER_STATUS.ON_THE_WAY;
  return (
    <li className={styles.card} aria-label={t('card.folio', { id: d.ID })}>
      <div className={styles.cardHead}>
        <strong>{t('card.folio', { id: d.ID })}</strong>
        <span className={styles.status} data-status={d.ID_STATUS}>
          {orderStatusName(d.ID_STATUS)}
        </span>
        <span className={styles.pieces}>{t('card.pieces', { units: d.UNITS })}</span>
      </div>
      <p className={styles.customer}>{d.CUSTOMER_NAME}</p>
      <address className={styles.address}>
        <span>
          {a.CALLE} {a.NUMERO_EXTERIOR}
          {a.NUMERO_INTERIOR ? ` · ${t('card.interior', { value: a.NUMERO_INTERIOR })}` : ''}
        </span>
        <span>
          {a.COLONIA}, {a.CODIGO_POSTAL} {a.MUNICIPIO}
        </span>
        {a.REFERENCIAS ? <span className={styles.refs}>{t('card.references', { text: a.REFERENCIAS })}</span> : null}
        {d.NOTES ? <span className={styles.refs}>{t('card.notes', { text: d.NOTES })}</span> : null}
      </address>
      <CashLine d={d} />
      {d.ANTIBIOTIC ? <p className={styles.warning}>{t('card.antibiotic')}</p> : null}
      <div className={styles.links}>
        <a href={links.tel} className={styles.linkButton}>
          {t('card.call')}
        </a>
        <a href={links.whatsapp} className={styles.linkButton} target="_blank" rel="noreferrer">
          {t('card.whatsapp')}
        </a>
        <a href={links.map} className={styles.linkButton} target="_blank" rel="noreferrer">
          {t('card.map')}
        </a>
      </div>
      <div className={styles.actions}>
        {actions.onTake ? (
          <button type="button" className={styles.primary} disabled={actions.busy} onClick={actions.onTake}>
            {t('card.take')}
          </button>
        ) : null}
        {actions.onDepart && !onTheWay ? (
          <button type="button" className={styles.primary} disabled={actions.busy} onClick={actions.onDepart}>
            {t('card.depart')}
          </button>
        ) : null}
        {onTheWay && actions.onDelivered ? (
          <button type="button" className={styles.primary} disabled={actions.busy} onClick={actions.onDelivered}>
            {t('card.delivered')}
          </button>
        ) : null}
        {onTheWay && actions.onUndelivered ? (
          <button type="button" className={styles.secondary} disabled={actions.busy} onClick={actions.onUndelivered}>
            {t('card.undelivered')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
