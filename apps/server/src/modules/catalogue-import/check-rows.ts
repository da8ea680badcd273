import { matchBranch, type BranchRef } from '@mostrador/shared/catalogue-import/branch-columns';
import {
  ALL_CATEGORIES,
  CATEGORY_FIELDS,
  FIXED_TARGETS,
  parseYesNo,
  stockBranchOf,
  targetLabel,
  type CategoryField,
} from '@mostrador/shared/catalogue-import/columns';
import { parseMedicineGroup } from '@mostrador/shared/medicines/groups';
import { catalogueImportT, type CATALOGUE_IMPORT_MESSAGES } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { MIN_EXPIRY_DAYS_MAX } from '@mostrador/shared/schemas/catalogue-admin';
import type { ImportProblem } from '@mostrador/shared/schemas/catalogue-import';
import { ean13Problem, parsePesos, skuProblem } from '@mostrador/shared/validation/product-fields';
import type { BulkProduct } from '../catalogue-admin/index';
import { buildCategoryLookups, readCategories, type CategoryLookups } from './read-categories';
import type { FileRow } from './read-file';

/** What the whole-file checks compare against: the database as it is before the import. */
export interface Lookups extends CategoryLookups {
  /** Lower-case SKU → the SKU as stored. */
  skuByLower: Map<string, string>;
  skuByBarcode: Map<string, string>;
  branches: string[];
  /** Every branch with its name (and whether it is open). */
  branchList: (BranchRef & { active: boolean })[];
}

export type ProductValues = Omit<BulkProduct, 'sku'>;

/** One row, checked and converted: only the columns the mapping names. */
export interface ImportRow {
  line: number;
  sku: string;
  fields: Partial<ProductValues>;
  categories: Partial<Record<CategoryField, string[]>>;
  stock: [branch: string, units: number][];
}

type ProblemCode = keyof typeof CATALOGUE_IMPORT_MESSAGES extends infer K ? (K extends `import.problem.${infer C}` ? C : never) : never;

export const problem = (row: number, column: string, code: ProblemCode, params: Record<string, string | number> = {}): ImportProblem => ({
  ROW: row,
  COLUMN: column,
  CODE: code,
  MESSAGE: catalogueImportT(`import.problem.${code}`, params as never),
});

const TEXT_MAX = { name: 200, description: 4000, other: 200 } as const;
const TEXT_FIELDS = {
  NAME: 'name',
  DESCRIPTION: 'description',
  BRAND: 'brand',
  LABORATORY: 'laboratory',
  ACTIVE_INGREDIENT: 'activeIngredient',
  PRESENTATION: 'presentation',
} as const;
// Control characters other than tab and line breaks: PostgreSQL refuses NUL, the rest is noise.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Problems of the header row (line 1): the mapping itself. `strict`: every column must be mapped (the CLI). */
export function checkMapping(headers: readonly string[], mapping: readonly string[], lookups: Lookups, strict: boolean): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  mapping.forEach((target, i) => {
    const column = headers[i] ?? '';
    if (target === '') {
      if (strict && column !== '') problems.push(problem(1, column, 'COLUMN_UNKNOWN'));
      return;
    }
    const branch = stockBranchOf(target);
    if (branch !== null && !lookups.branches.includes(branch)) problems.push(branchProblem(column, branch, lookups));
    else if (branch === null && !FIXED_TARGETS.includes(target as never)) problems.push(problem(1, column, 'COLUMN_UNKNOWN'));
    if (seen.has(target)) problems.push(problem(1, column, 'COLUMN_TWICE', { field: targetLabel(target) }));
    seen.add(target);
  });
  if (!seen.has('SKU')) problems.push(problem(1, '', 'SKU_COLUMN_MISSING'));
  return problems;
}

/** A stock column whose words name no branch, or several (the header guess keeps such words as written). */
function branchProblem(column: string, words: string, lookups: Lookups): ImportProblem {
  const match = matchBranch(words, lookups.branchList);
  if (match !== null && 'ambiguous' in match)
    return problem(1, column, 'BRANCH_AMBIGUOUS', { value: words, branches: match.ambiguous.join(', ') });
  return problem(1, column, 'BRANCH_UNKNOWN', { value: words });
}

/**
 * Checks a file row by row and across rows (repeated SKUs and barcodes, barcodes of other
 * products), keeping only keys in memory so a 50,000-row file stays small.
 */
export function createRowChecker(headers: readonly string[], mapping: readonly string[], lookups: Lookups) {
  const skuLines = new Map<string, number>();
  const eanLines = new Map<string, number>();
  const columnOf = (target: string) => headers[mapping.indexOf(target)] ?? target;
  const newProductsPossible = ['EAN', 'NAME', 'PRICE'].every((f) => mapping.includes(f));

  return (row: FileRow): { row: ImportRow | null; problems: ImportProblem[] } => {
    const problems: ImportProblem[] = [];
    const out: ImportRow = { line: row.line, sku: '', fields: {}, categories: {}, stock: [] };
    const add = (column: string, code: ProblemCode, params?: Record<string, string | number>) =>
      problems.push(problem(row.line, column, code, params));
    mapping.forEach((target, i) => {
      if (target === '') return;
      const column = headers[i] ?? target;
      // The export guards cells a spreadsheet would run as formulas with a leading ' (export-csv.ts).
      const raw = (row.cells[i] ?? '').replace(/^'(?=[=+\-@\t\r])/, '');
      const value = raw.trim();
      readCell(target, column, raw, value, out, add, lookups);
    });
    checkMedicineRow(out, columnOf('ANTIBIOTIC'), add);
    if (out.sku !== '' && !problems.some((p) => p.COLUMN === columnOf('SKU'))) checkKeys(out, row.line, add);
    return { row: problems.length === 0 ? out : null, problems };
  };

  function checkKeys(out: ImportRow, line: number, add: (c: string, code: ProblemCode, p?: Record<string, string | number>) => void) {
    const lower = out.sku.toLowerCase();
    const earlier = skuLines.get(lower);
    if (earlier !== undefined) add(columnOf('SKU'), 'SKU_DUPLICATE_FILE', { row: earlier });
    else skuLines.set(lower, line);
    const stored = lookups.skuByLower.get(lower);
    if (stored !== undefined && stored !== out.sku) add(columnOf('SKU'), 'SKU_CASE_CLASH', { sku: stored });
    if (stored === undefined && !newProductsPossible) add(columnOf('SKU'), 'NEW_PRODUCT_COLUMNS');
    const ean = out.fields.barcode;
    if (ean === undefined) return;
    const eanEarlier = eanLines.get(ean);
    if (eanEarlier !== undefined) add(columnOf('EAN'), 'EAN_DUPLICATE_FILE', { row: eanEarlier });
    else eanLines.set(ean, line);
    const owner = lookups.skuByBarcode.get(ean);
    if (owner !== undefined && owner !== out.sku) add(columnOf('EAN'), 'EAN_DUPLICATE_DB', { sku: owner });
  }
}

function readCell(
  target: string,
  column: string,
  raw: string,
  value: string,
  out: ImportRow,
  add: (column: string, code: ProblemCode, params?: Record<string, string | number>) => void,
  lookups: Lookups,
): void {
  const branch = stockBranchOf(target);
  if (branch !== null) {
    if (value === '') return; // an empty stock cell leaves that branch's stock as it is
    if (!/^-?\d{1,9}$/.test(value)) return add(column, 'STOCK_FORMAT', { value });
    const units = Number(value);
    if (units < 0) return add(column, 'STOCK_NEGATIVE');
    out.stock.push([branch, units]);
    return;
  }
  if (target === ALL_CATEGORIES || (CATEGORY_FIELDS as readonly string[]).includes(target))
    return readCategories(target as CategoryField | typeof ALL_CATEGORIES, column, value, out.categories, add, lookups);
  switch (target) {
    case 'SKU': {
      const p = skuProblem(value);
      if (p) return add(column, p as ProblemCode);
      out.sku = value;
      return;
    }
    case 'EAN': {
      const p = ean13Problem(value);
      if (p) return add(column, p as ProblemCode);
      out.fields.barcode = value;
      return;
    }
    case 'PRICE': {
      const price = parsePesos(value);
      if (!price.ok) return add(column, price.problem as ProblemCode, { value });
      out.fields.price = price.value;
      return;
    }
    case 'REQUIRES_PRESCRIPTION':
    case 'ACTIVE': {
      const yes = parseYesNo(value);
      if (yes === null) return add(column, 'BOOLEAN_FORMAT', { value });
      out.fields[target === 'ACTIVE' ? 'active' : 'requiresPrescription'] = yes;
      return;
    }
    case 'NEEDS_LOT_EXPIRY':
    case 'MIN_EXPIRY_DAYS':
      return readPickingCell(target, column, value, out, add);
    case 'MEDICINE_GROUP':
    case 'ANTIBIOTIC':
      return readMedicineCell(target, column, value, out, add);
    default: {
      const key = TEXT_FIELDS[target as keyof typeof TEXT_FIELDS];
      const max = key === 'name' ? TEXT_MAX.name : key === 'description' ? TEXT_MAX.description : TEXT_MAX.other;
      if (key === 'name' && value === '') return add(column, 'REQUIRED');
      if (BAD_TEXT.test(raw) || value.length > max) return add(column, 'TEXT_INVALID', { max });
      out.fields[key] = value;
    }
  }
}

/**
 * The picking columns (issue 33): «sí»/«no», and whole days 0 to 3650 as the editor takes them. An
 * empty cell leaves the product's value as it is (a new product: no, 0), as an empty stock cell does.
 */
function readPickingCell(
  target: 'NEEDS_LOT_EXPIRY' | 'MIN_EXPIRY_DAYS',
  column: string,
  value: string,
  out: ImportRow,
  add: (column: string, code: ProblemCode, params?: Record<string, string | number>) => void,
): void {
  if (value === '') return;
  if (target === 'NEEDS_LOT_EXPIRY') {
    const yes = parseYesNo(value);
    if (yes === null) return add(column, 'BOOLEAN_FORMAT', { value });
    out.fields.needsLotExpiry = yes;
    return;
  }
  const days = /^\d{1,5}$/.test(value) ? Number(value) : -1;
  if (days < 0 || days > MIN_EXPIRY_DAYS_MAX) return add(column, 'DAYS_FORMAT', { value, max: MIN_EXPIRY_DAYS_MAX });
  out.fields.minExpiryDays = days;
}

/**
 * The medicine columns (issue 34): the group as I–VI or 1–6, an empty cell meaning «not a
 * medicine»; the antibiotic as «sí»/«no», empty leaving it as it is. An antibiotic «sí» needs its
 * group in the same row (checked once the row is read: checkMedicineRow).
 */
function readMedicineCell(
  target: 'MEDICINE_GROUP' | 'ANTIBIOTIC',
  column: string,
  value: string,
  out: ImportRow,
  add: (column: string, code: ProblemCode, params?: Record<string, string | number>) => void,
): void {
  if (target === 'MEDICINE_GROUP') {
    const group = parseMedicineGroup(value);
    if (group === undefined) return add(column, 'GROUP_FORMAT', { value });
    out.fields.medicineGroup = group;
    return;
  }
  if (value === '') return;
  const yes = parseYesNo(value);
  if (yes === null) return add(column, 'BOOLEAN_FORMAT', { value });
  out.fields.antibiotic = yes;
}

/** An antibiotic row must name its group (a group I–VI in the same row). */
export function checkMedicineRow(out: ImportRow, column: string, add: (column: string, code: ProblemCode) => void): void {
  if (out.fields.antibiotic === true && (out.fields.medicineGroup === null || out.fields.medicineGroup === undefined))
    add(column, 'ANTIBIOTIC_NEEDS_GROUP');
}

/** The lookups from the catalogue's rows. */
export function buildLookups(rows: {
  products: { sku: string; barcode: string }[];
  categories: { type: string; id: string; name: string }[];
  branches: string[];
  branchList: (BranchRef & { active: boolean })[];
}): Lookups {
  return {
    ...buildCategoryLookups(rows.categories),
    skuByLower: new Map(rows.products.map((p) => [p.sku.toLowerCase(), p.sku])),
    skuByBarcode: new Map(rows.products.map((p) => [p.barcode, p.sku])),
    branches: rows.branches,
    branchList: rows.branchList,
  };
}
