import { Table } from '@mantine/core';
import { todayInMexico } from '@mostrador/shared/format/date';
import { formatMoney } from '@mostrador/shared/format/money';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { parsePromotion, priceLine, promotionOn, toCents, toPesos } from '@mostrador/shared/pricing/promotions';
import type { PromotionInput } from '@mostrador/shared/schemas/catalogue-admin';
import { parsePesos } from '@mostrador/shared/validation/product-fields';
import { storedPromotion } from '@mostrador/shared/validation/product-input';
import styles from '../catalogue-admin.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

/** What the cart charges for 1–6 units today: checkout's own pricing function (shared/pricing). */
export function PromotionPreview({ price, promotion }: { price: string; promotion: PromotionInput | null }) {
  const parsed = parsePesos(price);
  if (!parsed.ok) return null;
  const stored = storedPromotion(promotion);
  const today = promotionOn(stored, todayInMexico());
  const unit = toCents(parsed.value);
  return (
    <div className={styles.full}>
      <strong>{t('cat.ui.preview')}</strong>
      {parsePromotion(stored) && !today ? <p className={staffStyles.muted}>{t('cat.ui.previewOutOfDates')}</p> : null}
      <Table className={styles.table} verticalSpacing={2} aria-label={t('cat.ui.preview')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={styles.num}>{t('cat.ui.previewUnits')}</Table.Th>
            <Table.Th className={styles.num}>{t('cat.ui.previewCharge')}</Table.Th>
            <Table.Th className={styles.num}>{t('cat.ui.previewFree')}</Table.Th>
            <Table.Th className={styles.num}>{t('cat.ui.previewSaving')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[1, 2, 3, 4, 5, 6].map((units) => {
            const line = priceLine(unit, units, today);
            return (
              <Table.Tr key={units}>
                <Table.Td className={styles.num}>{units}</Table.Td>
                <Table.Td className={styles.num}>{formatMoney(toPesos(line.totalCents))}</Table.Td>
                <Table.Td className={styles.num}>{line.freeUnits}</Table.Td>
                <Table.Td className={styles.num}>{formatMoney(toPesos(line.discountCents))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
