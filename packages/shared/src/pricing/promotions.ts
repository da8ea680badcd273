/**
 * "Soy tu fan" promotions (DESIGN §3) applied to one cart line. Money is in cents so sums are
 * exact; the wire carries pesos with two decimals.
 */
export type Promotion =
  | { type: 'NXM'; n: number; m: number; label?: string }
  | { type: 'BUY_N_GET_NEXT'; n: number; label?: string }
  | { type: 'PERCENT'; percent: number; label?: string };

export interface LinePrice {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Units the promotion gives away (NxM, buy N get the next free). */
  freeUnits: number;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1000;

/** A promotion as stored, or null when it is absent or not one we can apply. */
export function parsePromotion(value: unknown): Promotion | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  if (p.type === 'NXM' && isCount(p.n) && isCount(p.m) && p.m < p.n) return { type: 'NXM', n: p.n, m: p.m };
  if (p.type === 'BUY_N_GET_NEXT' && isCount(p.n)) return { type: 'BUY_N_GET_NEXT', n: p.n };
  if (p.type === 'PERCENT' && typeof p.percent === 'number' && p.percent > 0 && p.percent < 100)
    return { type: 'PERCENT', percent: p.percent };
  return null;
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
