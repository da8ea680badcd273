import type { CategoryInsert, ProductCategoryInsert, ProductInsert } from './catalogue';
import { describe, parsePromotionFlag } from './catalogue';
import { BULK_FAMILIES, type BulkFamily } from './data/bulk-blocks';
import { AILMENTS, CATEGORY_TYPES, DEPARTMENTS, slugify } from './data/categories';
import { AILMENT_IDS, DEPARTMENT_IDS, type DepartmentId, type PackShape } from './data/types';
import { ean13CheckDigit, MEXICO_GS1_PREFIX } from '@mostrador/shared/validation/ean13';
import { hashString } from './random';
import { productPicturePath, type ProductPictureSpec } from './media/product-picture';

export const BULK_SKU_PREFIX = 'BLK-';
const SKU_DIGITS = 7;
/** Every 50th eligible bulk product carries a promotion, so benchmarks exercise promotion pricing too. */
const PROMOTION_EVERY = 50;
const PROMOTIONS = ['3x2', 'b2', '10%', '2x1', '15%'];
/** Generic products are named by ingredient; the others lead with the brand, as shelves show them. */
const NAMED_BY_INGREDIENT = new Set<DepartmentId>(['medicamentos', 'antibioticos', 'vitaminas-y-suplementos']);
const CONTAINER: Record<PackShape, string> = {
  box: 'Caja con',
  bottle: 'Frasco con',
  dropper: 'Gotero con',
  tube: 'Tubo con',
  jar: 'Tarro con',
  pack: 'Paquete con',
  spray: 'Spray con',
  sachet: 'Caja con',
  device: 'Caja con',
};

export const bulkSku = (n: number) => `${BULK_SKU_PREFIX}${String(n).padStart(SKU_DIGITS, '0')}`;

/** 750 9 + 8-digit counter + check digit: demo barcodes never have a 9 there, so the two never collide. */
export function bulkBarcode(n: number): string {
  if (n < 1 || n >= 1e8) throw new Error(`Bulk product number ${n} out of range`);
  const first12 = `${MEXICO_GS1_PREFIX}9${String(n).padStart(8, '0')}`;
  return first12 + ean13CheckDigit(first12);
}

/** One shared picture per department keeps a 50,000-product catalogue quick to generate. */
export const genericPicturePath = (department: DepartmentId) => productPicturePath(`generic-${department}`);

export function genericPictureSpec(department: DepartmentId): ProductPictureSpec {
  const family = BULK_FAMILIES.find((f) => f.department === department);
  return {
    sku: `generic-${department}`,
    name: DEPARTMENTS[department].name,
    brand: 'Mostrador',
    presentation: 'Imagen ilustrativa',
    laboratory: 'Farmacias Mostrador',
    activeIngredient: '',
    department,
    shape: family?.shape ?? 'box',
    requiresPrescription: department === 'antibioticos',
  };
}

/** Department and ailment categories the bulk products link to (inserted if a database lacks them). */
export function baseCategories(): CategoryInsert[] {
  return [
    ...DEPARTMENT_IDS.map((id, position) => ({
      type: CATEGORY_TYPES.DEPARTMENT,
      id,
      name: DEPARTMENTS[id].name,
      icon: DEPARTMENTS[id].icon,
      position,
    })),
    ...AILMENT_IDS.map((id, position) => ({
      type: CATEGORY_TYPES.AILMENT,
      id,
      name: AILMENTS[id].name,
      icon: AILMENTS[id].icon,
      position,
    })),
  ];
}

export interface BulkBatch {
  products: ProductInsert[];
  productCategories: ProductCategoryInsert[];
}

/**
 * Products number `first` to `first + count - 1`. Pure and deterministic: product n is always
 * the same, so batches can be built independently. Families take turns, so every batch mixes
 * departments; within a family the index walks base × strength × pack × count × maker.
 */
export function buildBulkBatch(first: number, count: number, brandIds: ReadonlySet<string>): BulkBatch {
  const out: BulkBatch = { products: [], productCategories: [] };
  for (let n = first; n < first + count; n++) {
    const family = BULK_FAMILIES[n % BULK_FAMILIES.length] as BulkFamily;
    const product = bulkProduct(n, family);
    out.products.push(product);
    out.productCategories.push({ sku: product.sku, type: CATEGORY_TYPES.DEPARTMENT, categoryId: family.department });
    if (family.ailment) out.productCategories.push({ sku: product.sku, type: CATEGORY_TYPES.AILMENT, categoryId: family.ailment });
    const brandId = slugify(product.brand ?? '');
    if (brandIds.has(brandId)) out.productCategories.push({ sku: product.sku, type: CATEGORY_TYPES.BRAND, categoryId: brandId });
  }
  return out;
}

function bulkProduct(n: number, family: BulkFamily): ProductInsert {
  let k = Math.floor(n / BULK_FAMILIES.length);
  const pick = <T>(items: readonly T[]): [T, number] => {
    const i = k % items.length;
    k = Math.floor(k / items.length);
    return [items[i] as T, i];
  };
  const [[base, strengths]] = pick(family.bases);
  const [strength, strengthIndex] = pick(strengths);
  const [pack] = pick(family.packs);
  const [units, unitsIndex] = pick(family.counts);
  const [maker] = pick(family.makers);
  const packText = pack.replace('{n}', String(units));
  const isGeneric = NAMED_BY_INGREDIENT.has(family.department);
  const name = isGeneric ? `${base} ${strength} ${packText}` : `${maker} ${base} ${strength} ${packText}`;
  const presentation = `${CONTAINER[family.shape]} ${packText.replace(/^jarabe /, '')}`;
  // Bigger packs and stronger doses cost more; makers differ by up to 60%.
  const makerFactor = 0.9 + (hashString(maker) % 70) / 100;
  const price = Math.round(family.basePrice * (1 + unitsIndex * 0.35) * (1 + strengthIndex * 0.15) * makerFactor * 2) / 2;
  const requiresPrescription = family.requiresPrescription ?? false;
  const activeIngredient = isGeneric ? base : '';
  const row = [name, presentation, maker, maker, activeIngredient, price, family.ailment] as const;
  return {
    sku: bulkSku(n),
    name,
    description: describe(row, family.department, requiresPrescription),
    brand: maker,
    laboratory: maker,
    activeIngredient,
    presentation,
    barcode: bulkBarcode(n),
    price: price.toFixed(2),
    images: [genericPicturePath(family.department)],
    requiresPrescription,
    promotion:
      !requiresPrescription && n % PROMOTION_EVERY === 0
        ? parsePromotionFlag(PROMOTIONS[(n / PROMOTION_EVERY) % PROMOTIONS.length] ?? '3x2')
        : null,
    isFeatured: false,
  };
}
