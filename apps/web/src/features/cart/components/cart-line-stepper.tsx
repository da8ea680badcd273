import { MAX_UNITS_PER_LINE } from '@mostrador/shared/constants/limits';
import type { CartLine } from '@mostrador/shared/schemas/cart';
import styles from './cart.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** − units +: the cart drawer and checkout both change a line with it; 0 removes the line. */
export function CartLineStepper({ line, isChanging, onUnits }: { line: CartLine; isChanging: boolean; onUnits: (units: number) => void }) {
  return (
    <div className={styles.stepper} role="group" aria-label={t('cart.unitsOf', { name: line.NAME })}>
      <button
        type="button"
        onClick={() => onUnits(line.UNITS - 1)}
        disabled={isChanging}
        aria-label={line.UNITS === 1 ? t('cart.remove', { name: line.NAME }) : t('cart.less', { name: line.NAME })}
      >
        −
      </button>
      <output aria-live="polite">{line.UNITS}</output>
      <button
        type="button"
        onClick={() => onUnits(line.UNITS + 1)}
        disabled={isChanging || line.UNITS >= MAX_UNITS_PER_LINE}
        aria-label={t('cart.more', { name: line.NAME })}
      >
        +
      </button>
    </div>
  );
}
