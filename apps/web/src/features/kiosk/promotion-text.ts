import { promotionLabelOf } from '@mostrador/shared/pricing/promotion-label';
import { priceLine, toCents, toPesos } from '@mostrador/shared/pricing/promotions';

export interface KioskPromotion {
  /** What the shelf tag says: the promotion's own label, or one written from its kind. */
  label: string;
  /** A percentage off gives each piece a lower price; other kinds leave it as is. */
  promoPrice: number | null;
}

/** The product's "soy tu fan" promotion (SOY_TU_FAN_JSON text) as the price checker shows it. */
export function kioskPromotion(json: string | null, price: number): KioskPromotion | null {
  const read = promotionLabelOf(json);
  if (!read) return null;
  const { label, promotion } = read;
  // One piece priced by the cart's own function, rounding included: the screen and the ticket agree to the centavo.
  const promoPrice = promotion?.type === 'PERCENT' ? toPesos(priceLine(toCents(price), 1, promotion).totalCents) : null;
  return { label, promoPrice };
}
