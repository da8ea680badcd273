import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isDate, isFulltime, isRgbaColor, isTime } from '../../src/validation/patterns';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('date predicate against the platform calendar', () => {
  it('agrees with Date.UTC round-tripping for any year/month/day triple', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const probe = new Date(0);
        probe.setUTCFullYear(y, m - 1, d);
        const isReal = m >= 1 && m <= 12 && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
        expect(isDate(`${pad(y, 4)}/${pad(m)}/${pad(d)}`)).toBe(isReal);
      }),
    );
  });

  it('has 28 to 31 days in every month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        expect([28, 29, 30, 31]).toContain(daysInMonth(y, m));
      }),
    );
  });
});

describe('time predicates against arithmetic', () => {
  it('time is valid exactly when hours < 24 and minutes < 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        expect(isTime(`${pad(h)}:${pad(m)}`)).toBe(h < 24 && m < 60);
      }),
    );
  });

  it('fulltime also bounds the seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m, s) => {
        expect(isFulltime(`${pad(h)}:${pad(m)}:${pad(s)}`)).toBe(h < 24 && m < 60 && s < 60);
      }),
    );
  });
});

describe('rgba alpha', () => {
  it('is valid exactly in [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3, noNaN: true }), (alpha) => {
        const text = String(alpha);
        fc.pre(!text.includes('e'));
        expect(isRgbaColor(`rgba(1,2,3,${text})`)).toBe(alpha <= 1);
      }),
    );
  });
});
