import { formatMoney } from '@mostrador/shared/format/money';
import styles from '../purchase.module.css';
import { CartTotals } from '../../cart';
import { OrderReview, type OrderReviewProps } from './order-review';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

interface ConfirmStepProps extends OrderReviewProps {
  isSending: boolean;
  onConfirm: () => void;
}

/** Last step: everything the order will carry, each part with a way back to change it. */
export function ConfirmStep({ isSending, onConfirm, ...review }: ConfirmStepProps) {
  const { cart } = review;
  return (
    <>
      <h2 className={styles.stepTitle}>{t('confirmStep.confirmaTuPedido')}</h2>
      <OrderReview {...review} />
      <CartTotals cart={cart} />
      <div className={styles.buttons}>
        <button type="button" className={styles.next} onClick={onConfirm} disabled={isSending}>
          {isSending ? t('confirmStep.enviandoTuPedido') : t('confirmStep.confirmFor', { total: formatMoney(cart.TOTAL) })}
        </button>
      </div>
    </>
  );
}
