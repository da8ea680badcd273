import { formatMoney } from '@mostrador/shared/format/money';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import { useCompanyStore } from '../../company';
import { CartLineStepper, CartTotals, useCart } from '../../cart';
import styles from '../purchase.module.css';

import { StepButtons } from './step-list';
import { t } from '@mostrador/shared/messages/es-MX-purchase';

/** Step 1: the cart as it will be ordered, with the units still editable. */
export function CartStep({ cart, onNext }: { cart: ShoppingCart; onNext: () => void }) {
  const { setUnits, isChanging } = useCart();
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  return (
    <>
      <h2 className={styles.stepTitle}>{t('cartStep.revisaTuCarrito')}</h2>
      <p className={styles.muted}>
        {t('cartStep.folio')} {cart.ID}
      </p>
      <ul className={styles.lines} aria-label={t('cartStep.productosDeTuCompra')}>
        {cart.products.map((line) => (
          <li key={line.SKU} className={styles.line}>
            {line.IMAGE ? (
              <img src={`${imgUrl}${line.IMAGE}`} alt="" width={56} height={56} className={styles.picture} />
            ) : (
              <span className={styles.picture} />
            )}
            <div className={styles.lineInfo}>
              <strong>{line.NAME}</strong>
              <span className={styles.muted}>
                {line.PRESENTATION ? `${line.PRESENTATION} · ` : ''}
                {formatMoney(line.PRICE)} {t('cartStep.each')}
              </span>
              {line.REQUIRES_PRESCRIPTION ? <span className={styles.rx}>{t('cartStep.requiereRecetaMedica')}</span> : null}
              {line.DISCOUNT > 0 ? (
                <span className={styles.saving}>
                  {t('cartStep.ahorras')} {formatMoney(line.DISCOUNT)}
                </span>
              ) : null}
              <CartLineStepper line={line} isChanging={isChanging} onUnits={(units) => setUnits.mutate({ sku: line.SKU, units })} />
            </div>
            <strong className={styles.lineTotal}>{formatMoney(line.LINE_TOTAL)}</strong>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <StepButtons onNext={onNext} isNextDisabled={isChanging} />
    </>
  );
}
