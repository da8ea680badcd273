import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_PLACEHOLDER, formatMoney, parseMoney } from '../../src/format/money';

describe('formatMoney', () => {
  it('writes pesos the Mexican way, with a bare $', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(7)).toBe('$7.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney(1234.5)).not.toContain('MX');
  });

  it('groups from the thousands (es-ES would write 1234)', () => {
    expect(formatMoney(1234)).toBe('$1,234.00');
  });

  it('puts the minus before the sign', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('rounds to cents', () => {
    expect(formatMoney(19.999)).toBe('$20.00');
    expect(formatMoney(0.004)).toBe('$0.00');
  });

  it('formats numeric strings, as numeric columns arrive', () => {
    expect(formatMoney('1234.50')).toBe('$1,234.50');
    expect(formatMoney(' 89.9 ')).toBe('$89.90');
    expect(formatMoney('-15')).toBe('-$15.00');
    expect(formatMoney('$1,234.50')).toBe('$1,234.50');
  });

  it('shows a placeholder, not $0.00, for what is not an amount', () => {
    for (const bad of ['', 'abc', '1.2.3', '1e3', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatMoney(bad), String(bad)).toBe(MONEY_PLACEHOLDER);
    }
  });
});

describe('formatMoney without Intl (amounts in whole cents)', () => {
  const intl = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', signDisplay: 'negative' });

  it('writes exactly what Intl writes, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5_000 },
    );
  });

  it('writes exactly what Intl writes for amounts with more to round', () => {
    for (const amount of [0.005, 1.005, 2.675, -0.005, 19.995, 1e21, 5e-7, -1234.5678, 0.1 + 0.2, 1e16 + 2]) {
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    }
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        expect(formatMoney(amount)).toBe(intl.format(amount));
      }),
      {
        numRuns: 5_000,
      },
    );
  });
});

describe('parseMoney', () => {
  it('reads typed and shown amounts', () => {
    expect(parseMoney('1234.5')).toBe(1234.5);
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney('-$1,234.50')).toBe(-1234.5);
    expect(parseMoney('.5')).toBe(0.5);
    expect(parseMoney('MXN 12')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '-', '--1', '1,2.3.4', 'doce', '1e3', '$']) expect(parseMoney(bad), bad).toBeNull();
  });

  it('reads back exactly what formatMoney wrote, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const amount = cents / 100;
        expect(parseMoney(formatMoney(amount))).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });

  it('always writes two decimals and a $', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(formatMoney(amount)).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
