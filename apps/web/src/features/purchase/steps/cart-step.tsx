import { formatMoney } from '@mostrador/shared/format/money';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import { useCompanyStore } from '../../company';
import { CartLineControls, CartTotals, useCart, type CartStock } from '../../cart';
import layoutStyles from '../../../shared/ui/layout.module.css';
import lineStyles from '../../../shared/ui/line-items.module.css';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../purchase.module.css';

import { CartShortNotice } from './cart-short-notice';
import { StepButtons } from './step-list';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

/** Step 1: the cart as it will be ordered, with the units still editable; lines the branch cannot fill stop it. */
export function CartStep({ cart, stock, onNext }: { cart: ShoppingCart; stock: CartStock; onNext: () => void }) {
  const { setUnits, isChanging } = useCart();
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  return (
    <>
      <h2 className={styles.stepTitle}>{t('cartStep.revisaTuCarrito')}</h2>
      <p className={textStyles.mutedSmall}>
        {t('cartStep.folio')} {cart.ID}
      </p>
      <ul className={layoutStyles.rowList} aria-label={t('cartStep.productosDeTuCompra')}>
        {cart.products.map((line) => (
          <li key={line.SKU} className={lineStyles.item}>
            {line.IMAGE ? (
              <img src={`${imgUrl}${line.IMAGE}`} alt="" width={56} height={56} className={lineStyles.picture} />
            ) : (
              <span className={lineStyles.picture} />
            )}
            <div className={styles.lineInfo}>
              <strong>{line.NAME}</strong>
              <span className={textStyles.mutedSmall}>
                {line.PRESENTATION ? `${line.PRESENTATION} · ` : ''}
                {formatMoney(line.PRICE)} {t('cartStep.each')}
              </span>
              {line.REQUIRES_PRESCRIPTION ? <span className={styles.rx}>{t('cartStep.requiereRecetaMedica')}</span> : null}
              {line.DISCOUNT > 0 ? (
                <span className={textStyles.saving}>
                  {t('cartStep.ahorras')} {formatMoney(line.DISCOUNT)}
                </span>
              ) : null}
              <CartLineControls
                line={line}
                stock={stock}
                isChanging={isChanging}
                onUnits={(units) => setUnits.mutate({ sku: line.SKU, units })}
              />
            </div>
            <strong className={textStyles.nowrap}>{formatMoney(line.LINE_TOTAL)}</strong>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      <CartShortNotice stock={stock} />
      <StepButtons onNext={onNext} isNextDisabled={isChanging || stock.shortLines.length > 0} />
    </>
  );
}
