import { promotionLabelOf } from '@mostrador/shared/pricing/promotion-label';

/** The promotion's words ("3x2", "10% de descuento", its own label), or null without a readable promotion. */
export const promotionLabel = (json: string | null): string | null => promotionLabelOf(json)?.label ?? null;
