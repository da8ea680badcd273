import { formatMoney } from '@mostrador/shared/format/money';
import styles from '../purchase.module.css';
import { CartTotals, type CartStock } from '../../cart';
import { CartShortNotice } from './cart-short-notice';
import { OrderReview, type OrderReviewProps } from './order-review';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

interface ConfirmStepProps extends OrderReviewProps {
  isSending: boolean;
  stock: CartStock;
  onConfirm: () => void;
}

/**
 * Last step: everything the order will carry, each part with a way back to change it. A line the
 * branch of the chosen address cannot fill (another address, a sale meanwhile) sends the person
 * back to the cart instead of to a refusal.
 */
export function ConfirmStep({ isSending, stock, onConfirm, ...review }: ConfirmStepProps) {
  const { cart, onEdit } = review;
  const isShort = stock.shortLines.length > 0;
  return (
    <>
      <h2 className={styles.stepTitle}>{t('confirmStep.confirmaTuPedido')}</h2>
      <OrderReview {...review} />
      <CartTotals cart={cart} />
      <CartShortNotice stock={stock} />
      <div className={styles.buttons}>
        {isShort ? (
          <button type="button" className={styles.back} onClick={() => onEdit('cart')}>
            {t('confirmStep.fixCart')}
          </button>
        ) : null}
        <button type="button" className={styles.next} onClick={onConfirm} disabled={isSending || isShort}>
          {isSending ? t('confirmStep.enviandoTuPedido') : t('confirmStep.confirmFor', { total: formatMoney(cart.TOTAL) })}
        </button>
      </div>
    </>
  );
}
