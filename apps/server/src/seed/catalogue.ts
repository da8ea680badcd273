import type { categories, productCategories, products } from '../db/schema/catalogue';
import { productPicturePath, type ProductPictureSpec } from './media/product-picture';
import { AILMENTS, CATEGORY_TYPES, DEPARTMENTS, slugify } from './data/categories';
import { ANTIBIOTICS } from './data/products-antibioticos';
import { BABIES } from './data/products-bebes';
import { FIRST_AID, MEDICAL_DEVICES, SEXUAL_HEALTH } from './data/products-botiquin';
import { CONTROLLED } from './data/products-controlados';
import { CHRONIC } from './data/products-cronicos';
import { PERSONAL_CARE } from './data/products-cuidado-personal';
import { DERMOCOSMETICS } from './data/products-dermocosmetica';
import { PAIN_COLD_ALLERGY } from './data/products-dolor-gripa';
import { DIGESTIVE_EYES_SKIN } from './data/products-estomago-piel';
import { VITAMINS } from './data/products-vitaminas';
import { AILMENT_IDS, DEPARTMENT_IDS } from './data/types';
import type { AilmentId, DepartmentId, DepartmentProducts, PackShape, ProductRow, Promotion } from './data/types';
import { makeEan13 } from '@mostrador/shared/validation/ean13';
import { hashString } from './random';

export type ProductInsert = typeof products.$inferInsert;
export type CategoryInsert = typeof categories.$inferInsert;
export type ProductCategoryInsert = typeof productCategories.$inferInsert;

export const PRODUCT_SOURCES: readonly DepartmentProducts[] = [
  PAIN_COLD_ALLERGY,
  DIGESTIVE_EYES_SKIN,
  CHRONIC,
  ANTIBIOTICS,
  DERMOCOSMETICS,
  PERSONAL_CARE,
  BABIES,
  VITAMINS,
  FIRST_AID,
  SEXUAL_HEALTH,
  MEDICAL_DEVICES,
  // Last: the controlled medicines came later (issue 34), and no earlier product's SKU or barcode may move.
  CONTROLLED,
];

export interface DemoCatalogue {
  products: ProductInsert[];
  categories: CategoryInsert[];
  productCategories: ProductCategoryInsert[];
  pictures: ProductPictureSpec[];
}

/** A brand becomes a MARCA category only with 2+ products; one-product brands would clutter the menu. */
const MIN_PRODUCTS_PER_BRAND_CATEGORY = 2;
/**
 * Antibiotics are packed only with a GS1 code that carries lot and expiry, and at least a month
 * of life left: a course of treatment must not run past the box's date (issue 33).
 */
const ANTIBIOTIC_MIN_EXPIRY_DAYS = 30;
/** Every row sets both (insertRows takes its columns from the first row). */
const pickingRules = (department: DepartmentId): Pick<ProductInsert, 'needsLotExpiry' | 'minExpiryDays'> =>
  department === 'antibioticos'
    ? { needsLotExpiry: true, minExpiryDays: ANTIBIOTIC_MIN_EXPIRY_DAYS }
    : { needsLotExpiry: false, minExpiryDays: 0 };
/**
 * Medicine groups (issue 34, Ley General de Salud art. 226): antibiotics group IV and antibiotic;
 * 'g1'…'g6' flags as written; other prescription ('rx') medicines group IV; chronic-care medicines V;
 * the rest of the medicines department VI; everything else is not a medicine.
 */
function medicineRules(source: DepartmentProducts, flags: string[]): Pick<ProductInsert, 'medicineGroup' | 'antibiotic'> {
  if (source.department === 'antibioticos') return { medicineGroup: 4, antibiotic: true };
  const written = flags.map((f) => /^g([1-6])$/.exec(f)).find(Boolean);
  if (written) return { medicineGroup: Number(written[1]), antibiotic: false };
  if (flags.includes('rx')) return { medicineGroup: 4, antibiotic: false };
  if (source.department !== 'medicamentos') return { medicineGroup: null, antibiotic: false };
  return { medicineGroup: source === CHRONIC ? 5 : 6, antibiotic: false };
}
const productRules = (source: DepartmentProducts, flags: string[]) => ({
  ...pickingRules(source.department),
  ...medicineRules(source, flags),
});
/** Besides the promotions written in the data, every Nth eligible product gets one. */
const PROMOTION_EVERY = 20;

export function buildDemoCatalogue(): DemoCatalogue {
  const out: DemoCatalogue = { products: [], categories: [], productCategories: [], pictures: [] };
  const skuCounters = new Map<DepartmentId, number>();
  const brandCounts = new Map<string, { name: string; count: number }>();
  let itemReference = 0;
  let eligibleForPromotion = 0;
  const pending: { sku: string; department: DepartmentId; ailment: AilmentId | ''; brandId: string }[] = [];

  for (const source of PRODUCT_SOURCES) {
    const dept = DEPARTMENTS[source.department];
    for (const row of source.rows) {
      const [name, presentation, brand, laboratory, activeIngredient, price, ailment, flagText = ''] = row;
      const flags = flagText.split(' ').filter(Boolean);
      const n = (skuCounters.get(source.department) ?? 0) + 1;
      skuCounters.set(source.department, n);
      const sku = `${dept.skuPrefix}-${String(n).padStart(4, '0')}`;
      const requiresPrescription = source.department === 'antibioticos' || flags.includes('rx');
      let promotion = flags.map(parsePromotionFlag).find((p) => p !== null) ?? null;
      // Prescription medicines never carry promotions (advertising them is not allowed), nor does
      // infant formula, whose marketing the WHO code restricts.
      if (!requiresPrescription && promotion === null && !/fórmula/i.test(name)) {
        eligibleForPromotion += 1;
        if (eligibleForPromotion % PROMOTION_EVERY === 0) promotion = defaultPromotion(price, eligibleForPromotion);
      }
      out.products.push({
        sku,
        name,
        description: describe(row, source.department, requiresPrescription),
        brand,
        laboratory,
        activeIngredient,
        presentation,
        barcode: makeEan13(companyCode(laboratory), ++itemReference),
        price: price.toFixed(2),
        images: flags.includes('2') ? [productPicturePath(sku), productPicturePath(`${sku}-2`)] : [productPicturePath(sku)],
        requiresPrescription,
        promotion,
        isFeatured: flags.includes('f'),
        ...productRules(source, flags),
      });
      out.pictures.push({
        sku,
        name,
        brand,
        presentation,
        laboratory,
        activeIngredient,
        department: source.department,
        shape: shapeOf(presentation),
        requiresPrescription,
      });
      const brandId = slugify(brand);
      const known = brandCounts.get(brandId);
      brandCounts.set(brandId, { name: known?.name ?? brand, count: (known?.count ?? 0) + 1 });
      pending.push({ sku, department: source.department, ailment, brandId });
    }
  }

  DEPARTMENT_IDS.forEach((id, position) => {
    out.categories.push({ type: CATEGORY_TYPES.DEPARTMENT, id, name: DEPARTMENTS[id].name, icon: DEPARTMENTS[id].icon, position });
  });
  AILMENT_IDS.forEach((id, position) => {
    out.categories.push({ type: CATEGORY_TYPES.AILMENT, id, name: AILMENTS[id].name, icon: AILMENTS[id].icon, position });
  });
  // Busiest brands first: the menu shows the ones with the most to browse.
  const brandCategories = [...brandCounts.entries()]
    .filter(([, b]) => b.count >= MIN_PRODUCTS_PER_BRAND_CATEGORY)
    .sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name, 'es'));
  brandCategories.forEach(([id, b], position) => {
    out.categories.push({ type: CATEGORY_TYPES.BRAND, id, name: b.name, icon: '', position });
  });
  const brandIds = new Set(brandCategories.map(([id]) => id));

  for (const p of pending) {
    out.productCategories.push({ sku: p.sku, type: CATEGORY_TYPES.DEPARTMENT, categoryId: p.department });
    if (p.ailment) out.productCategories.push({ sku: p.sku, type: CATEGORY_TYPES.AILMENT, categoryId: p.ailment });
    if (brandIds.has(p.brandId)) out.productCategories.push({ sku: p.sku, type: CATEGORY_TYPES.BRAND, categoryId: p.brandId });
  }
  return out;
}

/** Closing words of a prescription medicine's description (the department's say it is sold freely). */
const PRESCRIPTION_MEDICINE_BLURB = 'Medicamento de venta con receta médica. No se automedique.';

/** Description from the ailment's and department's blurbs when the line has none of its own. */
export function describe(row: ProductRow, department: DepartmentId, requiresPrescription: boolean): string {
  const [, presentation, , , activeIngredient, , ailment, , own] = row;
  const isMedicine = department === 'medicamentos' || department === 'antibioticos';
  const parts = [own ?? (ailment ? AILMENTS[ailment].blurb : '')];
  if (activeIngredient) parts.push(`${isMedicine ? 'Sustancia activa' : 'Ingredientes principales'}: ${activeIngredient}.`);
  parts.push(`Presentación: ${presentation.toLowerCase()}.`);
  if (requiresPrescription && department !== 'antibioticos' && !/receta/i.test(own ?? '')) {
    parts.push('Requiere receta médica.');
  }
  // The department's blurb says "de venta libre": not true of a medicine sold with a prescription.
  parts.push(requiresPrescription && department === 'medicamentos' ? PRESCRIPTION_MEDICINE_BLURB : DEPARTMENTS[department].blurb);
  return parts.filter(Boolean).join(' ');
}

/** Promotion flags in the data: "3x2" (pay 2 take 3), "b2" (buy 2, the next is free), "15%". */
export function parsePromotionFlag(flag: string): Promotion | null {
  const nxm = /^(\d+)x(\d+)$/.exec(flag);
  if (nxm) return { type: 'NXM', n: Number(nxm[1]), m: Number(nxm[2]), label: flag };
  const buy = /^b(\d+)$/.exec(flag);
  if (buy) {
    return { type: 'BUY_N_GET_NEXT', n: Number(buy[1]), label: `Compra ${buy[1]} y llévate el siguiente gratis` };
  }
  const pct = /^(\d+)%$/.exec(flag);
  if (pct) return { type: 'PERCENT', percent: Number(pct[1]), label: `${pct[1]}% de descuento` };
  return null;
}

/** Expensive items get a percentage (a 2x1 on a $1,200 device is not credible); cheap ones rotate. */
function defaultPromotion(price: number, turn: number): Promotion {
  if (price >= 400) return parsePromotionFlag(turn % 2 === 0 ? '10%' : '15%') as Promotion;
  const cycle = ['3x2', 'b2', '15%', '2x1', '10%'];
  return parsePromotionFlag(cycle[Math.floor(turn / PROMOTION_EVERY) % cycle.length] ?? '3x2') as Promotion;
}

/** GS1 company code for a laboratory: 1000–8999, so bulk barcodes (7509…) never collide. */
function companyCode(laboratory: string): number {
  return 1000 + (hashString(laboratory) % 8000);
}

const SHAPES: [RegExp, PackShape][] = [
  // Effervescent tablets come in a rigid cylinder, closer to a bottle than to a cream tube.
  [/^(frasco|botella|tubo con \d+ tabletas)/i, 'bottle'],
  [/^gotero/i, 'dropper'],
  [/^tubo/i, 'tube'],
  [/^(tarro|lata)/i, 'jar'],
  [/^(paquete|bolsa)/i, 'pack'],
  [/^(spray|aerosol)/i, 'spray'],
  [/^sobre/i, 'sachet'],
  [/^pieza/i, 'device'],
];

export function shapeOf(presentation: string): PackShape {
  return SHAPES.find(([re]) => re.test(presentation))?.[1] ?? 'box';
}
