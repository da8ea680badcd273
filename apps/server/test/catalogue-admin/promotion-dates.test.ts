import { describe, expect, it } from 'vitest';
import { priceLine, promotionOn } from '@mostrador/shared/pricing/promotions';

describe('promotion dates (shared pricing, as the cart applies them)', () => {
  const promo = { type: 'NXM', n: 3, m: 2, from: '2026-05-01', until: '2026-05-31' };
  it('applies from the first day through the last, both included', () => {
    expect(promotionOn(promo, '2026-04-30')).toBeNull();
    expect(promotionOn(promo, '2026-05-01')).toEqual({ type: 'NXM', n: 3, m: 2, from: '2026-05-01', until: '2026-05-31' });
    expect(promotionOn(promo, '2026-05-31')).not.toBeNull();
    expect(promotionOn(promo, '2026-06-01')).toBeNull();
  });
  it('without dates it always applies, and 3 units of a 3x2 pay 2', () => {
    const open = promotionOn({ type: 'NXM', n: 3, m: 2 }, '1999-01-01');
    expect(priceLine(8550, 3, open)).toEqual({ subtotalCents: 25650, discountCents: 8550, totalCents: 17100, freeUnits: 1 });
    expect(priceLine(8550, 3, promotionOn(promo, '2026-06-01')).totalCents).toBe(25650);
  });
});
