import { catalogueAdminT as ct } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { AdminProduct, AdminProductRow, ProductInput, PromotionInput } from '@mostrador/shared/schemas/catalogue-admin';
import { isIsoDay } from '@mostrador/shared/validation/patterns';
import { ean13Problem, parsePesos, skuProblem } from '@mostrador/shared/validation/product-fields';
import { AppError } from '../../lib/errors';
import type { ProductValues } from './product-admin-repository';
import type { ProductRow } from './repository';

const fail = (message: string): never => {
  throw new AppError(message, 400);
};

/** The stored promotion JSON of the editor's promotion, or a Spanish refusal. */
export function promotionValue(p: PromotionInput | null): Record<string, unknown> | null {
  if (!p) return null;
  for (const day of [p.FROM, p.UNTIL]) if (day !== null && !isIsoDay(day)) fail(ct('cat.promotion.badDate', { day }));
  if (p.FROM && p.UNTIL && p.UNTIL < p.FROM) fail(ct('cat.promotion.dates'));
  const dates = { ...(p.FROM ? { from: p.FROM } : {}), ...(p.UNTIL ? { until: p.UNTIL } : {}) };
  if (p.TYPE === 'NXM') {
    if (!(p.M >= 1 && p.N > p.M)) fail(ct('cat.promotion.NXM'));
    return { type: 'NXM', n: p.N, m: p.M, ...dates };
  }
  if (p.TYPE === 'BUY_N_GET_NEXT') {
    if (p.N < 1) fail(ct('cat.promotion.BUY_N_GET_NEXT'));
    return { type: 'BUY_N_GET_NEXT', n: p.N, ...dates };
  }
  if (!(p.PERCENT > 0 && p.PERCENT < 100)) fail(ct('cat.promotion.PERCENT'));
  return { type: 'PERCENT', percent: p.PERCENT, ...dates };
}

/**
 * The product's columns from the editor, every DESIGN §3 field rule checked with the shared
 * rules (validation/product-fields.ts): the first problem is refused in Spanish.
 */
export function productValues(input: ProductInput): ProductValues {
  const sku = skuProblem(input.SKU);
  if (sku) fail(ct(`cat.sku.${sku as 'REQUIRED' | 'SKU_FORMAT'}`));
  const ean = ean13Problem(input.BARCODE);
  if (ean) fail(ct(`cat.ean.${ean as 'REQUIRED' | 'EAN_FORMAT' | 'EAN_CHECK_DIGIT'}`, { code: input.BARCODE }));
  if (input.NAME === '') fail(ct('cat.nameRequired'));
  const price = parsePesos(input.PRICE);
  if (!price.ok) return fail(ct(`cat.price.${price.problem as 'REQUIRED' | 'PRICE_FORMAT' | 'PRICE_NOT_POSITIVE'}`));
  return {
    sku: input.SKU,
    barcode: input.BARCODE,
    name: input.NAME,
    description: input.DESCRIPTION,
    brand: input.BRAND,
    laboratory: input.LABORATORY,
    activeIngredient: input.ACTIVE_INGREDIENT,
    presentation: input.PRESENTATION,
    price: price.value,
    requiresPrescription: input.REQUIRES_PRESCRIPTION,
    active: input.ACTIVE,
    promotion: promotionValue(input.PROMOTION),
  };
}

/** The stored promotion as the editor shows it (null when there is none we can apply). */
export function promotionInput(value: unknown): PromotionInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const day = (v: unknown) => (typeof v === 'string' ? v : null);
  if (p.type !== 'NXM' && p.type !== 'BUY_N_GET_NEXT' && p.type !== 'PERCENT') return null;
  return { TYPE: p.type, N: num(p.n), M: num(p.m), PERCENT: num(p.percent), FROM: day(p.from), UNTIL: day(p.until) };
}

export function presentAdminProduct(
  row: ProductRow,
  extra: { categories: { type: string; id: string }[]; stock: { branch: string; name: string; units: number }[]; sold: boolean },
): AdminProduct {
  return {
    SKU: row.sku,
    BARCODE: row.barcode,
    NAME: row.name,
    DESCRIPTION: row.description,
    BRAND: row.brand,
    LABORATORY: row.laboratory,
    ACTIVE_INGREDIENT: row.activeIngredient,
    PRESENTATION: row.presentation,
    PRICE: Number(row.price).toFixed(2),
    REQUIRES_PRESCRIPTION: row.requiresPrescription,
    ACTIVE: row.active,
    PROMOTION: promotionInput(row.promotion),
    CATEGORIES: extra.categories.map((c) => ({ TYPE: c.type as 'DEPARTAMENTO', ID: c.id })),
    IMAGES: row.images,
    SOLD: extra.sold,
    STOCK: extra.stock.map((s) => ({ BRANCH: s.branch, NAME: s.name, UNITS: s.units })),
  };
}

export const presentAdminRow = (r: {
  sku: string;
  barcode: string;
  name: string;
  brand: string;
  presentation: string;
  price: string;
  active: boolean;
  requiresPrescription: boolean;
  promotion: unknown;
  units: number;
}): AdminProductRow => ({
  SKU: r.sku,
  BARCODE: r.barcode,
  NAME: r.name,
  BRAND: r.brand,
  PRESENTATION: r.presentation,
  PRICE: Number(r.price).toFixed(2),
  ACTIVE: r.active,
  REQUIRES_PRESCRIPTION: r.requiresPrescription,
  HAS_PROMOTION: r.promotion !== null && r.promotion !== undefined,
  UNITS: r.units,
});
