import { formatMoney } from '@mostrador/shared/format/money';
import type { OrderDetails, OrderProduct } from '@mostrador/shared/schemas/orders';
import { useImageUrl } from '../../company';
import styles from '../orders.module.css';
import layoutStyles from '../../../shared/ui/layout.module.css';
import textStyles from '../../../shared/ui/text.module.css';
import lineStyles from '../../../shared/ui/line-items.module.css';
import detail from './order-detail.module.css';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

/** The order's lines as they were bought (names and prices are the order's snapshot) and totals. */
export function OrderProducts({ order, products }: { order: OrderDetails; products: OrderProduct[] }) {
  const imageUrl = useImageUrl();
  return (
    <section className={styles.section} aria-labelledby="products-title">
      <h2 id="products-title" className={textStyles.sectionTitle}>
        {t('orderProducts.productos')}
      </h2>
      <ul className={layoutStyles.stackList}>
        {products.map((line) => (
          <li key={line.SKU} className={detail.line}>
            {line.IMAGE ? (
              <img src={imageUrl(line.IMAGE)} alt="" width={56} height={56} className={detail.picture} />
            ) : (
              <span className={detail.picture} />
            )}
            <div className={detail.lineInfo}>
              <span className={detail.lineName}>{line.NAME}</span>
              {line.PRESENTATION ? <span className={styles.muted}>{line.PRESENTATION}</span> : null}
              <span className={styles.muted}>
                {line.UNITS} × {formatMoney(line.PRICE)}
              </span>
              <span className={detail.tags}>
                {line.DISCOUNT > 0 ? (
                  <span className={detail.saving}>
                    {t('orderProducts.ahorras')} {formatMoney(line.DISCOUNT)}
                  </span>
                ) : null}
                {line.FREE_UNITS > 0 ? (
                  <span className={detail.promo}>
                    {line.FREE_UNITS} {t('orderProducts.gratis')}
                  </span>
                ) : null}
                {line.REQUIRES_PRESCRIPTION ? <span className={detail.rx}>{t('orderProducts.requiereReceta')}</span> : null}
              </span>
            </div>
            <strong className={textStyles.nowrap}>{formatMoney(line.LINE_TOTAL)}</strong>
          </li>
        ))}
      </ul>
      <dl className={detail.totals}>
        <dt>{t('orderProducts.subtotal')}</dt>
        <dd>{formatMoney(order.SUBTOTAL)}</dd>
        {order.DISCOUNT > 0 ? (
          <>
            <dt>{t('orderProducts.ahorroSoyTuFan')}</dt>
            <dd className={detail.saving}>−{formatMoney(order.DISCOUNT)}</dd>
          </>
        ) : null}
        <dt className={lineStyles.grand}>{t('orderProducts.total')}</dt>
        <dd className={lineStyles.grand}>{formatMoney(order.TOTAL)}</dd>
      </dl>
    </section>
  );
}
