import type { CartStock } from '../../cart';
import textStyles from '../../../shared/ui/text.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Why checkout does not go on: some lines are more than the serving branch has. */
export function CartShortNotice({ stock }: { stock: CartStock }) {
  if (stock.shortLines.length === 0) return null;
  return (
    <p className={textStyles.alert} role="alert">
      {t('stock.cartShort', { branch: stock.branch?.NAME ?? '' })}
    </p>
  );
}
