import { CATEGORY_FIELDS, stockTarget, targetLabel, type CategoryField } from '@mostrador/shared/catalogue-import/columns';
import { formatMoney } from '@mostrador/shared/format/money';
import { romanGroup } from '@mostrador/shared/medicines/groups';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { IMPORT_MAX_CHANGES_LISTED, type ImportFieldChange, type ImportRowChange } from '@mostrador/shared/schemas/catalogue-import';
import type { BulkProduct, BulkState } from '../catalogue-admin/index';
import type { ImportRow, Lookups } from './check-rows';

/** Each product field a file may fill, by the mapping target that fills it. */
const PRODUCT_TARGETS = {
  barcode: 'EAN',
  name: 'NAME',
  description: 'DESCRIPTION',
  brand: 'BRAND',
  laboratory: 'LABORATORY',
  activeIngredient: 'ACTIVE_INGREDIENT',
  presentation: 'PRESENTATION',
  price: 'PRICE',
  requiresPrescription: 'REQUIRES_PRESCRIPTION',
  active: 'ACTIVE',
  needsLotExpiry: 'NEEDS_LOT_EXPIRY',
  minExpiryDays: 'MIN_EXPIRY_DAYS',
  medicineGroup: 'MEDICINE_GROUP',
  antibiotic: 'ANTIBIOTIC',
} as const satisfies Record<Exclude<keyof BulkProduct, 'sku'>, string>;
type ProductKey = keyof typeof PRODUCT_TARGETS;

/** A value as the person reads it: pesos as "$1,234.50", yes/no in Spanish, days as a number, text as it is. */
function shown(key: ProductKey, value: BulkProduct[ProductKey]): string {
  if (key === 'medicineGroup') return value === null ? catalogueImportT('import.csv.notMedicine') : romanGroup(value as number);
  if (typeof value === 'boolean') return catalogueImportT(value ? 'import.csv.yes' : 'import.csv.no');
  if (typeof value === 'number') return String(value);
  return key === 'price' ? formatMoney(value ?? '') : (value ?? '');
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * What applying would do to each row, field by field, before → after, against what the database
 * holds for its SKU (the same comparison plan-batch.ts writes by): a new product lists what it
 * gets, a changed one only what differs, category IDs as names and stock per branch by name.
 */
export function compareRows(rows: readonly ImportRow[], state: BulkState, lookups: Lookups): ImportRowChange[] {
  const categoryNames = (type: CategoryField, ids: readonly string[]) =>
    ids.map((id) => lookups.categoryNames.get(`${type}\t${id}`) ?? id).join(', ');
  return rows.map((row) => {
    const existing = state.products.get(row.sku);
    const fields: ImportFieldChange[] = [];
    const note = (field: string, before: string, after: string) => {
      if (before !== after) fields.push({ FIELD: field, LABEL: targetLabel(field, lookups.branchList), BEFORE: before, AFTER: after });
    };
    for (const [key, field] of Object.entries(PRODUCT_TARGETS) as [ProductKey, string][]) {
      const after = row.fields[key];
      if (after === undefined) continue;
      note(field, existing ? shown(key, existing[key]) : '', shown(key, after));
    }
    for (const type of CATEGORY_FIELDS) {
      const ids = row.categories[type];
      if (ids === undefined) continue;
      const current = [...(state.categories.get(`${row.sku}\t${type}`) ?? [])].sort();
      if (!sameIds(current, ids)) note(type, categoryNames(type, current), categoryNames(type, ids));
    }
    for (const [branch, units] of row.stock)
      note(stockTarget(branch), String(state.stock.get(`${branch}\t${row.sku}`) ?? 0), String(units));
    const kind = !existing ? 'NEW' : fields.length > 0 ? 'CHANGED' : 'UNCHANGED';
    return { ROW: row.line, SKU: row.sku, KIND: kind, FIELDS: fields };
  });
}

/** The rows a dry run lists, in file order: the first that change and, apart, the first that do not (IMPORT_MAX_CHANGES_LISTED each). */
export function createChangeList() {
  const list: ImportRowChange[] = [];
  let changing = 0;
  let unchanged = 0;
  return {
    list,
    add(changes: readonly ImportRowChange[]) {
      for (const change of changes) {
        if (change.KIND === 'UNCHANGED' ? unchanged++ >= IMPORT_MAX_CHANGES_LISTED : changing++ >= IMPORT_MAX_CHANGES_LISTED) continue;
        list.push(change);
      }
    },
    /** Both budgets are spent: later rows need no comparing. */
    isFull: () => changing >= IMPORT_MAX_CHANGES_LISTED && unchanged >= IMPORT_MAX_CHANGES_LISTED,
  };
}
