import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePromotion, priceLine, toCents } from '../src/pricing/promotions';

describe('soy tu fan pricing', () => {
  it.each([
    // [promotion, unit price, units, discount cents, free units]
    [{ type: 'NXM', n: 3, m: 2 }, 5000, 1, 0, 0],
    [{ type: 'NXM', n: 3, m: 2 }, 5000, 3, 5000, 1],
    [{ type: 'NXM', n: 3, m: 2 }, 5000, 5, 5000, 1],
    [{ type: 'NXM', n: 3, m: 2 }, 5000, 6, 10000, 2],
    [{ type: 'NXM', n: 2, m: 1 }, 1999, 4, 3998, 2],
    [{ type: 'BUY_N_GET_NEXT', n: 2 }, 1000, 2, 0, 0],
    [{ type: 'BUY_N_GET_NEXT', n: 2 }, 1000, 3, 1000, 1],
    [{ type: 'BUY_N_GET_NEXT', n: 2 }, 1000, 7, 2000, 2],
    [{ type: 'BUY_N_GET_NEXT', n: 1 }, 1000, 4, 2000, 2],
    [{ type: 'PERCENT', percent: 10 }, 7250, 1, 725, 0],
    [{ type: 'PERCENT', percent: 15 }, 3333, 3, 1500, 0],
    [{ type: 'PERCENT', percent: 33 }, 1, 1, 0, 0],
  ] as const)('%o at %i cents × %i units → %i cents off', (promo, unit, units, discount, free) => {
    const price = priceLine(unit, units, parsePromotion(promo));
    expect(price).toEqual({ subtotalCents: unit * units, discountCents: discount, totalCents: unit * units - discount, freeUnits: free });
  });

  it('ignores promotions it cannot apply', () => {
    for (const bad of [
      null,
      'x',
      {},
      { type: 'NXM', n: 2, m: 2 },
      { type: 'NXM', n: 3 },
      { type: 'PERCENT', percent: 100 },
      { type: 'PERCENT', percent: -5 },
      { type: 'BUY_N_GET_NEXT', n: 0 },
      { type: 'OTRA' },
    ]) {
      expect(parsePromotion(bad)).toBeNull();
    }
    expect(priceLine(1000, 3, null)).toEqual({ subtotalCents: 3000, discountCents: 0, totalCents: 3000, freeUnits: 0 });
  });

  it('never charges more than the subtotal nor less than zero, and never discounts a single unit in NxM', () => {
    const promo = fc.oneof(
      fc
        .record({ type: fc.constant('NXM' as const), n: fc.integer({ min: 2, max: 10 }), m: fc.integer({ min: 1, max: 9 }) })
        .filter((p) => p.m < p.n),
      fc.record({ type: fc.constant('BUY_N_GET_NEXT' as const), n: fc.integer({ min: 1, max: 10 }) }),
      fc.record({ type: fc.constant('PERCENT' as const), percent: fc.integer({ min: 1, max: 99 }) }),
    );
    fc.assert(
      fc.property(promo, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (p, unit, units) => {
        const price = priceLine(unit, units, parsePromotion(p));
        expect(price.totalCents).toBeGreaterThanOrEqual(0);
        expect(price.totalCents).toBeLessThanOrEqual(price.subtotalCents);
        if (p.type !== 'PERCENT' && units === 1) expect(price.discountCents).toBe(0);
      }),
    );
  });

  it('converts pesos to cents exactly', () => {
    expect(toCents('72.50')).toBe(7250);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
