import { CATEGORY_SEPARATOR, exportTargets, stockBranchOf, targetLabel } from '@mostrador/shared/catalogue-import/columns';
import { romanGroup } from '@mostrador/shared/medicines/groups';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { BulkProduct, BulkState } from '../catalogue-admin/index';

/**
 * A cell: quoted when needed; one that a spreadsheet would run as a formula gets a leading `'`,
 * which the import takes off again (check-rows.ts), so an export imports back unchanged.
 */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const yesNo = (value: boolean) => catalogueImportT(value ? 'import.csv.yes' : 'import.csv.no');
/** The group as the import reads it back: «IV»; empty for what is not a medicine. */
export const medicineGroupCell = (group: number | null): string => (group === null ? '' : romanGroup(group));

/** The whole catalogue in the import's own columns: UTF-8 with BOM (Excel), `,`, CRLF. */
export function exportCsv(rows: { products: BulkProduct[]; state: BulkState }, branches: readonly string[]): string {
  const targets = exportTargets(branches);
  const valueOf = (p: BulkProduct, target: string): string => {
    const branch = stockBranchOf(target);
    if (branch !== null) return String(rows.state.stock.get(`${branch}\t${p.sku}`) ?? 0);
    switch (target) {
      case 'EAN':
        return p.barcode;
      case 'REQUIRES_PRESCRIPTION':
        return yesNo(p.requiresPrescription);
      case 'ACTIVE':
        return yesNo(p.active);
      case 'NEEDS_LOT_EXPIRY':
        return yesNo(p.needsLotExpiry);
      case 'MIN_EXPIRY_DAYS':
        return String(p.minExpiryDays);
      case 'MEDICINE_GROUP':
        return medicineGroupCell(p.medicineGroup);
      case 'ANTIBIOTIC':
        return yesNo(p.antibiotic);
      case 'DEPARTAMENTO':
      case 'MARCA':
      case 'PADECIMIENTO':
        return [...(rows.state.categories.get(`${p.sku}\t${target}`) ?? [])].sort().join(CATEGORY_SEPARATOR);
      default: {
        const key = ({ SKU: 'sku', NAME: 'name', DESCRIPTION: 'description', BRAND: 'brand', LABORATORY: 'laboratory' } as const)[
          target as 'SKU'
        ];
        if (key) return p[key];
        return target === 'ACTIVE_INGREDIENT' ? p.activeIngredient : target === 'PRESENTATION' ? p.presentation : p.price;
      }
    }
  };
  const lines = [targets.map((t) => csvCell(targetLabel(t))).join(',')];
  for (const p of rows.products) lines.push(targets.map((t) => csvCell(valueOf(p, t))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
