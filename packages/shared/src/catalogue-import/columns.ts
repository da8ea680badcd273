import { CATALOGUE_IMPORT_MESSAGES, catalogueImportT } from '../messages/es-MX-catalogue-import';
import { matchBranch, type BranchRef } from './branch-columns';
import { normalizeHeader } from './normalize-header';

/**
 * The columns of a catalogue file (bulk import and export): one row per product, one
 * "Existencia <sucursal>" column per branch. A mapping names, for each column of the file, the
 * field it fills (or '' to leave it out); the export writes these same headers, so what was
 * exported imports back unchanged.
 */
export const PRODUCT_FIELDS = [
  'SKU',
  'EAN',
  'NAME',
  'DESCRIPTION',
  'BRAND',
  'LABORATORY',
  'ACTIVE_INGREDIENT',
  'PRESENTATION',
  'PRICE',
  'REQUIRES_PRESCRIPTION',
  'ACTIVE',
  'NEEDS_LOT_EXPIRY',
  'MIN_EXPIRY_DAYS',
  'MEDICINE_GROUP',
  'ANTIBIOTIC',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** Category columns: the category IDs (or names) of each TYPE, separated by `|`. */
export const CATEGORY_FIELDS = ['DEPARTAMENTO', 'MARCA', 'PADECIMIENTO'] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/**
 * The "Categorías" column: categories of any TYPE, by ID or name, separated by `|`. It sets the
 * product's categories of each TYPE it names and leaves the other TYPES as they are; with a
 * TYPE's own column too, that TYPE gets both columns' categories.
 */
export const ALL_CATEGORIES = 'CATEGORIES';

export const STOCK_PREFIX = 'STOCK:';
export const CATEGORY_SEPARATOR = '|';

/** A mapping target: a product field, a category TYPE, all categories, `STOCK:<branch code>`, or '' (ignored). */
export type ImportTarget = ProductField | CategoryField | typeof ALL_CATEGORIES | `STOCK:${string}` | '';

export const stockTarget = (branch: string): `STOCK:${string}` => `${STOCK_PREFIX}${branch}`;
export const stockBranchOf = (target: string): string | null =>
  target.startsWith(STOCK_PREFIX) ? target.slice(STOCK_PREFIX.length) : null;

/**
 * The header the export writes for a target (and the label the mapping screen shows). With the
 * branches' names, a stock target reads "Existencia Mostrador Centro (GDL-CENTRO)".
 */
export function targetLabel(target: string, branches: readonly BranchRef[] = []): string {
  const branch = stockBranchOf(target);
  const named = branches.find((b) => b.code === branch);
  if (named) return catalogueImportT('import.field.STOCK_NAMED', { name: named.name, code: named.code });
  if (branch !== null) return catalogueImportT('import.field.STOCK', { branch });
  if (target === '') return catalogueImportT('import.field.ignore');
  const key = `import.field.${target}`;
  return key in CATALOGUE_IMPORT_MESSAGES ? CATALOGUE_IMPORT_MESSAGES[key as keyof typeof CATALOGUE_IMPORT_MESSAGES] : target;
}

const HEADER_WORDS: Record<string, ProductField | CategoryField | typeof ALL_CATEGORIES> = {
  sku: 'SKU',
  clave: 'SKU',
  'codigo interno': 'SKU',
  ean: 'EAN',
  ean13: 'EAN',
  'ean 13': 'EAN',
  'codigo de barras': 'EAN',
  barcode: 'EAN',
  nombre: 'NAME',
  producto: 'NAME',
  name: 'NAME',
  descripcion: 'DESCRIPTION',
  description: 'DESCRIPTION',
  marca: 'BRAND',
  brand: 'BRAND',
  laboratorio: 'LABORATORY',
  fabricante: 'LABORATORY',
  'ingrediente activo': 'ACTIVE_INGREDIENT',
  'principio activo': 'ACTIVE_INGREDIENT',
  'sustancia activa': 'ACTIVE_INGREDIENT',
  presentacion: 'PRESENTATION',
  precio: 'PRICE',
  'precio publico': 'PRICE',
  price: 'PRICE',
  'requiere receta': 'REQUIRES_PRESCRIPTION',
  receta: 'REQUIRES_PRESCRIPTION',
  activo: 'ACTIVE',
  active: 'ACTIVE',
  'requiere lote y caducidad': 'NEEDS_LOT_EXPIRY',
  'requiere lote y caducidad al surtir': 'NEEDS_LOT_EXPIRY',
  'lote y caducidad': 'NEEDS_LOT_EXPIRY',
  'dias minimos de vida': 'MIN_EXPIRY_DAYS',
  'dias minimos de vida al surtir': 'MIN_EXPIRY_DAYS',
  'dias de vida': 'MIN_EXPIRY_DAYS',
  'grupo i vi': 'MEDICINE_GROUP',
  grupo: 'MEDICINE_GROUP',
  'grupo de medicamento': 'MEDICINE_GROUP',
  'grupo ley general de salud': 'MEDICINE_GROUP',
  antibiotico: 'ANTIBIOTIC',
  antibiotic: 'ANTIBIOTIC',
  departamento: 'DEPARTAMENTO',
  departamentos: 'DEPARTAMENTO',
  'categorias de marca': 'MARCA',
  'categoria de marca': 'MARCA',
  padecimiento: 'PADECIMIENTO',
  padecimientos: 'PADECIMIENTO',
  categorias: ALL_CATEGORIES,
  categoria: ALL_CATEGORIES,
  categories: ALL_CATEGORIES,
};

const STOCK_HEADER = /^\s*(existencias?|stock|inventario)\s*[:\-–]?\s+(\S.*?)\s*$/i;

/**
 * The field a header most likely means ('' when unknown): "Código de barras" → EAN, "Existencia
 * GDL-CENTRO" or "Existencia Mostrador Centro" → STOCK:GDL-CENTRO. Words that name no single
 * branch stay as written (STOCK:Norte), for the dry run to name.
 */
export function guessTarget(header: string, branches: readonly BranchRef[] = []): ImportTarget {
  const stock = STOCK_HEADER.exec(header);
  if (stock?.[2]) {
    const match = matchBranch(stock[2], branches);
    return stockTarget(match !== null && 'code' in match ? match.code : stock[2]);
  }
  return HEADER_WORDS[normalizeHeader(header)] ?? '';
}

/** A guess for every column; a field already taken by an earlier column is left out. */
export function guessMapping(headers: readonly string[], branches: readonly BranchRef[] = []): ImportTarget[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const target = guessTarget(header, branches);
    if (target === '' || taken.has(target)) return '';
    taken.add(target);
    return target;
  });
}

/** The targets a mapping may name besides the branches' stock columns. */
export const FIXED_TARGETS: readonly ImportTarget[] = [...PRODUCT_FIELDS, ...CATEGORY_FIELDS, ALL_CATEGORIES];

/** The export's columns, in order: every field, every category TYPE, then each branch's stock. */
export const exportTargets = (branches: readonly string[]): string[] => [
  ...PRODUCT_FIELDS,
  ...CATEGORY_FIELDS,
  ...branches.map(stockTarget),
];

/** Yes/no cells as people type them in Spanish and English; null when it is neither. */
export function parseYesNo(text: string): boolean | null {
  const v = normalizeHeader(text);
  if (['si', 's', '1', 'true', 'verdadero', 'x', 'yes', 'y'].includes(v)) return true;
  if (['no', 'n', '0', 'false', 'falso'].includes(v)) return false;
  return null;
}
