import type { AdminProduct, AdminProductRow, ProductInput, PromotionInput } from '@mostrador/shared/schemas/catalogue-admin';
import { prescriptionForced } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as mt } from '@mostrador/shared/messages/es-MX-medicine-groups';
import { parsePesos } from '@mostrador/shared/validation/product-fields';
import { productInputErrors, storedPromotion } from '@mostrador/shared/validation/product-input';
import { AppError } from '../../lib/errors';
import type { ProductRow, ProductValues } from './product-admin-repository';

/**
 * The product's columns from the editor, every docs/product.md#back-office-catalogue field rule checked with the shared
 * rules (validation/product-input.ts, the editor's own): the first problem is refused in Spanish.
 */
export function productValues(input: ProductInput): ProductValues {
  const [problem] = Object.values(productInputErrors(input));
  if (problem) throw new AppError(problem, 400);
  return {
    sku: input.SKU,
    barcode: input.BARCODE,
    name: input.NAME,
    description: input.DESCRIPTION,
    brand: input.BRAND,
    laboratory: input.LABORATORY,
    activeIngredient: input.ACTIVE_INGREDIENT,
    presentation: input.PRESENTATION,
    price: (parsePesos(input.PRICE) as { value: string }).value,
    requiresPrescription: input.REQUIRES_PRESCRIPTION,
    active: input.ACTIVE,
    promotion: storedPromotion(input.PROMOTION),
    needsLotExpiry: input.NEEDS_LOT_EXPIRY,
    minExpiryDays: input.MIN_EXPIRY_DAYS,
    medicineGroup: input.MEDICINE_GROUP,
    antibiotic: input.ANTIBIOTIC,
  };
}

/**
 * The picking fields a `products/save` left out: false and 0 for a new product, what the edited
 * one has stored otherwise, so a caller that predates them does not clear them.
 */
export function keepPickingFields(values: ProductValues, before: ProductRow | null): ProductValues {
  return {
    ...values,
    needsLotExpiry: values.needsLotExpiry ?? before?.needsLotExpiry ?? false,
    minExpiryDays: values.minExpiryDays ?? before?.minExpiryDays ?? 0,
  };
}

/**
 * The medicine fields the same way (issue 34): left out, none and false for a new product, what
 * the edited one has otherwise. Then the one rule of docs/product.md#medicine-groups: an
 * antibiotic must have a group, and a group I–IV product or an antibiotic always requires a
 * prescription (forced, never refused).
 */
export function keepMedicineFields(values: ProductValues, before: ProductRow | null): ProductValues {
  const medicineGroup = values.medicineGroup === undefined ? (before?.medicineGroup ?? null) : values.medicineGroup;
  const antibiotic = values.antibiotic ?? before?.antibiotic ?? false;
  if (antibiotic && medicineGroup === null) throw new AppError(mt('mg.refuse.antibioticNeedsGroup'), 400);
  const requiresPrescription = values.requiresPrescription === true || prescriptionForced(medicineGroup, antibiotic);
  return { ...values, medicineGroup, antibiotic, requiresPrescription };
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
    NEEDS_LOT_EXPIRY: row.needsLotExpiry,
    MIN_EXPIRY_DAYS: row.minExpiryDays,
    MEDICINE_GROUP: row.medicineGroup,
    ANTIBIOTIC: row.antibiotic,
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
