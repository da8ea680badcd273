import { formatMoney } from '@mostrador/shared/format/money';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import lineStyles from '../../../shared/ui/line-items.module.css';
import styles from './cart.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Subtotal, "soy tu fan" savings and total, as the server priced them (drawer and checkout). */
export function CartTotals({ cart }: { cart: ShoppingCart }) {
  return (
    <dl className={styles.totals}>
      <dt>{t('cart.subtotal', { pieces: cart.UNITS === 1 ? t('cart.onePiece') : t('cart.pieces', { units: cart.UNITS }) })}</dt>
      <dd>{formatMoney(cart.SUBTOTAL)}</dd>
      {cart.DISCOUNT > 0 ? (
        <>
          <dt>{t('cart.fanSaving')}</dt>
          <dd className={styles.saving}>−{formatMoney(cart.DISCOUNT)}</dd>
        </>
      ) : null}
      <dt className={lineStyles.grand}>{t('cart.total')}</dt>
      <dd className={lineStyles.grand}>{formatMoney(cart.TOTAL)}</dd>
    </dl>
  );
}
