import { formatMoney } from '@mostrador/shared/format/money';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import { useCompanyStore } from '../../company';
import { CartLineStepper, CartTotals, useCart } from '../../cart';
import styles from '../purchase.module.css';

import { StepButtons } from './step-list';

/** Step 1: the cart as it will be ordered, with the units still editable. */
export function CartStep({ cart, onNext }: { cart: ShoppingCart; onNext: () => void }) {
  const { setUnits, isChanging } = useCart();
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  return (
    <>
      <h2 className={styles.stepTitle}>Revisa tu carrito</h2>
      <p className={styles.muted}>Folio {cart.ID}</p>
      <ul className={styles.lines} aria-label="Productos de tu compra">
        {cart.products.map((line) => (
          <li key={line.SKU} className={styles.line}>
            {line.IMAGE ? <img src={`${imgUrl}${line.IMAGE}`} alt="" width={56} height={56} className={styles.picture} /> : <span className={styles.picture} />}
            <div className={styles.lineInfo}>
              <strong>{line.NAME}</strong>
              <span className={styles.muted}>
                {line.PRESENTATION ? `${line.PRESENTATION} · ` : ''}
                {formatMoney(line.PRICE)} c/u
              </span>
              {line.REQUIRES_PRESCRIPTION ? <span className={styles.rx}>Requiere receta médica</span> : null}
              {line.DISCOUNT > 0 ? <span className={styles.saving}>Ahorras {formatMoney(line.DISCOUNT)}</span> : null}
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
