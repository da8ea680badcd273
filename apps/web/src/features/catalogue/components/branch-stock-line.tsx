import type { ServingBranch } from '../../cart';
import styles from '../catalogue.module.css';
import { catalogueT as t } from '@mostrador/shared/messages/es-MX-catalogue';

/** The product page's answer to "¿lo tienen en mi sucursal?", before the per-branch table. */
export function BranchStockLine({ units, branch }: { units: number | undefined; branch: ServingBranch | null }) {
  if (units === undefined || branch === null) return null;
  return (
    <p className={units > 0 ? styles.inStockHere : styles.soldOutHere} role="status">
      {units > 0 ? t('stock.inStockAt', { branch: branch.NAME, units }) : t('stock.soldOutAtBranch', { branch: branch.NAME })}
    </p>
  );
}
