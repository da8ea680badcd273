import { promotionOn } from '@mostrador/shared/pricing/promotions';

/**
 * A product's promotion as the spec's SOY_TU_FAN_JSON text, or null without one. With `today`
 * (YYYY-MM-DD, Mexico City), also null outside the promotion's dates, as the cart prices it.
 */
export const promotionJson = (promotion: unknown, today?: string): string | null =>
  promotion === null || promotion === undefined || (today !== undefined && promotionOn(promotion, today) === null)
    ? null
    : JSON.stringify(promotion);
