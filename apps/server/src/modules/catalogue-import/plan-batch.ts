import type { CategoryField } from '@mostrador/shared/catalogue-import/columns';
import { prescriptionForced } from '@mostrador/shared/medicines/groups';
import type { BulkChanges, BulkProduct, BulkState } from '../catalogue-admin/index';
import type { ImportRow } from './check-rows';

export interface BatchCounts {
  created: number;
  updated: number;
  unchanged: number;
  stockChanges: number;
}

const PRODUCT_KEYS = [
  'barcode',
  'name',
  'description',
  'brand',
  'laboratory',
  'activeIngredient',
  'presentation',
  'price',
  'requiresPrescription',
  'active',
  'needsLotExpiry',
  'minExpiryDays',
  'medicineGroup',
  'antibiotic',
] as const satisfies readonly (keyof BulkProduct)[];

const newProduct = (sku: string): BulkProduct => ({
  sku,
  barcode: '',
  name: '',
  description: '',
  brand: '',
  laboratory: '',
  activeIngredient: '',
  presentation: '',
  price: '0.00',
  requiresPrescription: false,
  active: true,
  needsLotExpiry: false,
  minExpiryDays: 0,
  medicineGroup: null,
  antibiotic: false,
});

/**
 * docs/product.md#medicine-groups on the merged product: what is not a medicine is no antibiotic,
 * and a group I–IV product or an antibiotic always requires a prescription (as products/save).
 */
const withMedicineRule = (p: BulkProduct): BulkProduct => {
  const antibiotic = p.antibiotic && p.medicineGroup !== null;
  return { ...p, antibiotic, requiresPrescription: p.requiresPrescription || prescriptionForced(p.medicineGroup, antibiotic) };
};

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What one batch of checked rows changes, against what the database holds for their SKUs: only
 * products, categories and stock that differ are written, so importing an export changes nothing.
 */
export function planBatch(rows: readonly ImportRow[], state: BulkState, accountId: number, reason: string) {
  const changes: BulkChanges = { products: [], categories: [], stock: [], accountId, reason };
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, stockChanges: 0 };
  for (const row of rows) {
    const existing = state.products.get(row.sku);
    const merged: BulkProduct = withMedicineRule({ ...(existing ?? newProduct(row.sku)), ...row.fields });
    const productChanged = !existing || PRODUCT_KEYS.some((k) => merged[k] !== existing[k]);
    if (productChanged) changes.products.push(merged);
    let categoriesChanged = false;
    for (const [type, ids] of Object.entries(row.categories) as [CategoryField, string[]][]) {
      const current = [...(state.categories.get(`${row.sku}\t${type}`) ?? [])].sort();
      if (sameIds(current, ids)) continue;
      categoriesChanged = true;
      changes.categories.push({ sku: row.sku, type, ids });
    }
    for (const [branch, units] of row.stock) {
      const before = state.stock.get(`${branch}\t${row.sku}`) ?? 0;
      if (before === units) continue;
      changes.stock.push({ branch, sku: row.sku, before, after: units });
      counts.stockChanges++;
    }
    if (!existing) counts.created++;
    else if (productChanged || categoriesChanged) counts.updated++;
    else counts.unchanged++;
  }
  return { changes, counts };
}
