import { todayInMexico } from '@mostrador/shared/format/date';
import type { ProductDetail, ProductSummary } from '@mostrador/shared/schemas/catalogue';
import { promotionJson } from '../../lib/promotion-json';
import type { ProductSummaryRow } from '../search/index';
import type { ProductRow } from './repository';

export const presentProductSummary = (p: ProductSummaryRow): ProductSummary => ({
  SKU: p.sku,
  NAME: p.name,
  PRESENTATION: p.presentation,
  BRAND: p.brand,
  LABORATORY: p.laboratory,
  ACTIVE_INGREDIENT: p.activeIngredient,
  PRICE: Number(p.price),
  IMAGE: p.images[0] ?? '',
  REQUIRES_PRESCRIPTION: p.requiresPrescription,
  MEDICINE_GROUP: p.medicineGroup ?? null,
  ANTIBIOTIC: p.antibiotic ?? false,
  SOY_TU_FAN_JSON: promotionJson(p.promotion, todayInMexico()),
});

export const presentProductDetail = (
  p: ProductRow,
  categories: { type: string; id: string; name: string }[],
  availability: { branch: string; name: string; units: number }[],
): ProductDetail => ({
  ...presentProductSummary(p),
  DESCRIPTION: p.description,
  BARCODE: p.barcode,
  IMAGES: p.images,
  CATEGORIES: categories.map((c) => ({ TYPE: c.type, ID: c.id, NAME: c.name })),
  AVAILABILITY: availability.map((a) => ({ BRANCH: a.branch, NAME: a.name, UNITS: a.units })),
});

/** A list's row; a grouped search's carries every product of its name (SAME_NAME). */
export const presentListed = (
  row: ProductSummaryRow & { options?: { product: ProductSummaryRow; inStock: boolean }[]; size?: number },
): ProductSummary => {
  const summary = presentProductSummary(row);
  if (!row.options) return summary;
  return {
    ...summary,
    SAME_NAME: row.options.map(({ product: p, inStock }) => ({
      SKU: p.sku,
      BRAND: p.brand,
      LABORATORY: p.laboratory,
      PRICE: Number(p.price),
      IN_STOCK: inStock,
    })),
    SAME_NAME_TOTAL: row.size ?? row.options.length,
  };
};
