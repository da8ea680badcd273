import type { SupportCustomerResponse } from '@mostrador/shared/schemas/support';
import { formatMoney } from '@mostrador/shared/format/money';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { NoteList } from './customer-orders';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** Internal notes about the customer, their addresses and their open cart. */
export function CustomerExtras({ data }: { data: SupportCustomerResponse }) {
  const customerNotes = data.notes.filter((n) => n.ORDER_ID === null);
  return (
    <div className={styles.cards}>
      <section className={staffStyles.section} aria-labelledby="customer-notes">
        <h3 id="customer-notes" className={staffStyles.sectionTitle}>
          {t('support.notes')}
        </h3>
        <p className={staffStyles.muted}>{t('support.notesHint')}</p>
        {customerNotes.length === 0 ? <p className={staffStyles.muted}>{t('support.noNotes')}</p> : <NoteList notes={customerNotes} />}
      </section>
      <section className={staffStyles.section} aria-labelledby="customer-cart">
        <h3 id="customer-cart" className={staffStyles.sectionTitle}>
          {t('support.cart')}
        </h3>
        {data.cart && data.cart.products.length > 0 ? (
          <>
            <ul className={styles.timeline}>
              {data.cart.products.map((line) => (
                <li key={line.SKU}>{t('support.cartLine', { units: line.UNITS, name: line.NAME })}</li>
              ))}
            </ul>
            <strong>{t('support.cartTotal', { total: formatMoney(data.cart.TOTAL) })}</strong>
          </>
        ) : (
          <p className={staffStyles.muted}>{t('support.noCart')}</p>
        )}
      </section>
      <section className={staffStyles.section} aria-labelledby="customer-addresses">
        <h3 id="customer-addresses" className={staffStyles.sectionTitle}>
          {t('support.addresses')}
        </h3>
        {data.addresses.length === 0 ? <p className={staffStyles.muted}>{t('support.noAddresses')}</p> : null}
        <ul className={layoutStyles.denseList}>
          {data.addresses.map((a) => (
            <li key={a.ID} className={styles.item}>
              <strong>
                {a.ALIAS}
                {a.IS_DEFAULT ? ` · ${t('support.default')}` : ''}
              </strong>
              <span>
                {a.CALLE} {a.NUMERO_EXTERIOR}
                {a.NUMERO_INTERIOR ? ` ${a.NUMERO_INTERIOR}` : ''}, {a.COLONIA}, {a.CODIGO_POSTAL} {a.MUNICIPIO}, {a.ESTADO}
              </span>
              {a.REFERENCIAS ? <span className={staffStyles.muted}>{a.REFERENCIAS}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
