/**
 * "Soy tu fan" promotions (docs/product.md#promotions-soy-tu-fan) applied to one cart line. Money is in cents so sums are
 * exact; the wire carries pesos with two decimals.
 */
export type Promotion = (
  | { type: 'NXM'; n: number; m: number; label?: string }
  | { type: 'BUY_N_GET_NEXT'; n: number; label?: string }
  | { type: 'PERCENT'; percent: number; label?: string }
) &
  PromotionDates;

/** Optional first and last day (YYYY-MM-DD, Mexico City, both included) the promotion applies. */
export interface PromotionDates {
  from?: string;
  until?: string;
}

export interface LinePrice {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Units the promotion gives away (NxM, buy N get the next free). */
  freeUnits: number;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const datesOf = (p: Record<string, unknown>): PromotionDates => ({
  ...(typeof p.from === 'string' && ISO_DAY.test(p.from) ? { from: p.from } : {}),
  ...(typeof p.until === 'string' && ISO_DAY.test(p.until) ? { until: p.until } : {}),
});

/** A promotion as stored, or null when it is absent or not one we can apply (dates not checked). */
export function parsePromotion(value: unknown): Promotion | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  if (p.type === 'NXM' && isCount(p.n) && isCount(p.m) && p.m < p.n) return { type: 'NXM', n: p.n, m: p.m, ...datesOf(p) };
  if (p.type === 'BUY_N_GET_NEXT' && isCount(p.n)) return { type: 'BUY_N_GET_NEXT', n: p.n, ...datesOf(p) };
  if (p.type === 'PERCENT' && typeof p.percent === 'number' && p.percent > 0 && p.percent < 100)
    return { type: 'PERCENT', percent: p.percent, ...datesOf(p) };
  return null;
}

/**
 * The promotion that applies on `today` (YYYY-MM-DD in Mexico City, `todayInMexico()`): null
 * when there is none, or `today` falls before its first day or after its last.
 */
export function promotionOn(value: unknown, today: string): Promotion | null {
  const promotion = parsePromotion(value);
  if (!promotion) return null;
  if (promotion.from !== undefined && today < promotion.from) return null;
  if (promotion.until !== undefined && today > promotion.until) return null;
  return promotion;
}

export function priceLine(unitCents: number, units: number, promotion: Promotion | null): LinePrice {
  const subtotalCents = unitCents * units;
  let freeUnits = 0;
  let discountCents = 0;
  if (promotion?.type === 'NXM') {
    // 3x2: every full group of n units pays m.
    freeUnits = Math.floor(units / promotion.n) * (promotion.n - promotion.m);
    discountCents = freeUnits * unitCents;
  } else if (promotion?.type === 'BUY_N_GET_NEXT') {
    // Buy 2, the 3rd is free: every group of n + 1 units has one free.
    freeUnits = Math.floor(units / (promotion.n + 1));
    discountCents = freeUnits * unitCents;
  } else if (promotion?.type === 'PERCENT') {
    discountCents = Math.round((subtotalCents * promotion.percent) / 100);
  }
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents, freeUnits };
}

export const toCents = (pesos: number | string): number => Math.round(Number(pesos) * 100);
export const toPesos = (cents: number): number => cents / 100;
