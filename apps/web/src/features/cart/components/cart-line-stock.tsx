import type { CartLine } from '@mostrador/shared/schemas/cart';
import styles from './cart.module.css';
import { t } from '@mostrador/shared/messages/es-MX';
import { medicineGroupsT as mt } from '@mostrador/shared/messages/es-MX-medicine-groups';

interface CartLineStockProps {
  line: CartLine;
  /** Pieces at the serving branch; undefined while unknown (nothing is shown then). */
  available: number | undefined;
  branchName: string;
  isChanging: boolean;
  onUnits: (units: number) => void;
}

/** Under a cart line the branch cannot fill: "Agotado en …" or "Solo quedan 2 en …", with the fix. */
export function CartLineStock({ line, available, branchName, isChanging, onUnits }: CartLineStockProps) {
  // Issue 34: a group I–III medicine cannot be ordered online; checkout refuses it.
  if (line.BRANCH_ONLY) {
    return (
      <p className={styles.short} role="status">
        <span>{mt('mg.branchOnly.cartLine')}</span>
        <button type="button" onClick={() => onUnits(0)} disabled={isChanging}>
          {t('stock.remove')}
        </button>
      </p>
    );
  }
  if (available === undefined || available >= line.UNITS) return null;
  return (
    <p className={styles.short} role="status">
      <span>
        {available > 0 ? t('stock.onlyLeft', { units: available, branch: branchName }) : t('stock.soldOutAt', { branch: branchName })}
      </span>
      <button type="button" onClick={() => onUnits(available)} disabled={isChanging}>
        {available > 0 ? t('stock.fixUnits', { units: available }) : t('stock.remove')}
      </button>
    </p>
  );
}
