import { isBranchOnly } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as t } from '@mostrador/shared/messages/es-MX-medicine-groups';
import styles from '../catalogue.module.css';

type Medicine = { MEDICINE_GROUP?: number | null; ANTIBIOTIC?: boolean; REQUIRES_PRESCRIPTION: boolean };

/** The badges of docs/product.md#medicine-groups, in order; empty for what needs none. */
export function medicineBadges(p: Medicine): string[] {
  const badges: string[] = [];
  if (p.MEDICINE_GROUP === 4 || p.REQUIRES_PRESCRIPTION) badges.push(t('mg.badge.prescription'));
  if (p.ANTIBIOTIC) badges.push(t('mg.badge.antibiotic'));
  if (isBranchOnly(p.MEDICINE_GROUP)) badges.push(t('mg.badge.branchOnly'));
  return badges;
}

/** «Requiere receta», «Antibiótico: la receta se retiene», «Solo en sucursal» on the product page. */
export function MedicineBadges({ product }: { product: Medicine }) {
  const badges = medicineBadges(product);
  if (badges.length === 0) return null;
  return (
    <p className={styles.medicineBadges}>
      {badges.map((b) => (
        <span key={b} className={styles.rx}>
          {b}
        </span>
      ))}
    </p>
  );
}
