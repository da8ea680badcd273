import { formatMoney } from '@mostrador/shared/format/money';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import styles from './cart.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Subtotal, "soy tu fan" savings and total, as the server priced them (drawer and checkout). */
export function CartTotals({ cart }: { cart: ShoppingCart }) {
  return (
    <dl className={styles.totals}>
      <dt>{t('cartTotals.subtotal')}{cart.UNITS === 1 ? '1 pieza' : `${cart.UNITS} piezas`})</dt>
      <dd>{formatMoney(cart.SUBTOTAL)}</dd>
      {cart.DISCOUNT > 0 ? (
        <>
          <dt>{t('cartTotals.ahorroSoyTuFan')}</dt>
          <dd className={styles.saving}>−{formatMoney(cart.DISCOUNT)}</dd>
        </>
      ) : null}
      <dt className={styles.grand}>{t('cartTotals.total')}</dt>
      <dd className={styles.grand}>{formatMoney(cart.TOTAL)}</dd>
    </dl>
  );
}
