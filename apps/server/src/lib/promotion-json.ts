/** A product's promotion as the spec's SOY_TU_FAN_JSON text, or null without one. */
export const promotionJson = (promotion: unknown): string | null =>
  promotion === null || promotion === undefined ? null : JSON.stringify(promotion);
