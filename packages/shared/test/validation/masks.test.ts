import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMASK_PATTERNS, MASKS, applyMask, isMaskComplete, toImaskPattern, unmask } from '../../src/validation/masks';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });

describe('masks of docs/product.md#validation-rules', () => {
  it('are the Quasar patterns', () => {
    expect(MASKS).toEqual({
      date: '####/##/##',
      datetime: '####/##/## ##:##',
      time: '##:##',
      fulltime: '##:##:##',
      phone: '(###) ### - ####',
      card: '#### #### #### ####',
    });
  });

  it('have IMask equivalents with 0 for a digit', () => {
    expect(IMASK_PATTERNS).toEqual({
      date: '0000/00/00',
      datetime: '0000/00/00 00:00',
      time: '00:00',
      fulltime: '00:00:00',
      phone: '(000) 000 - 0000',
      card: '0000 0000 0000 0000',
    });
  });

  it('escapes IMask symbols that are literals in a mask', () => {
    expect(toImaskPattern('a#0*')).toBe('\\a0\\0\\*');
    expect(toImaskPattern('{#}')).toBe('\\{0\\}');
  });
});

describe('applyMask', () => {
  it('formats complete input', () => {
    expect(applyMask(MASKS.phone, '3311112222')).toBe('(331) 111 - 2222');
    expect(applyMask(MASKS.date, '20261122')).toBe('2026/11/22');
    expect(applyMask(MASKS.datetime, '202611221830')).toBe('2026/11/22 18:30');
    expect(applyMask(MASKS.time, '0930')).toBe('09:30');
    expect(applyMask(MASKS.fulltime, '093005')).toBe('09:30:05');
    expect(applyMask(MASKS.card, '4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('shows partial input without dangling literals', () => {
    expect(applyMask(MASKS.phone, '')).toBe('');
    expect(applyMask(MASKS.phone, '3')).toBe('(3');
    expect(applyMask(MASKS.phone, '331')).toBe('(331');
    expect(applyMask(MASKS.phone, '3311')).toBe('(331) 1');
    expect(applyMask(MASKS.phone, '331111')).toBe('(331) 111');
    expect(applyMask(MASKS.phone, '3311112')).toBe('(331) 111 - 2');
    expect(applyMask(MASKS.date, '2026')).toBe('2026');
    expect(applyMask(MASKS.date, '20261')).toBe('2026/1');
  });

  it('ignores non-digits and drops digits beyond the mask', () => {
    expect(applyMask(MASKS.phone, 'tel: 33-1111-2222')).toBe('(331) 111 - 2222');
    expect(applyMask(MASKS.time, '123456')).toBe('12:34');
    expect(applyMask(MASKS.card, 'abcd')).toBe('');
  });

  it('round-trips ten phone digits through unmask', () => {
    fc.assert(
      fc.property(digits(10, 10), (raw) => {
        expect(unmask(applyMask(MASKS.phone, raw))).toBe(raw);
      }),
    );
  });

  it('keeps any prefix of the digits, for every mask', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(MASKS)), digits(0, 20), (mask, raw) => {
        const slots = mask.split('#').length - 1;
        expect(unmask(applyMask(mask, raw))).toBe(raw.slice(0, slots));
      }),
    );
  });

  it('is idempotent: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(MASKS)), fc.string({ maxLength: 24 }), (mask, raw) => {
        const once = applyMask(mask, raw);
        expect(applyMask(mask, once)).toBe(once);
      }),
    );
  });

  it('never outgrows the mask and always agrees with it where it has a literal', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(MASKS)), digits(0, 20), (mask, raw) => {
        const out = applyMask(mask, raw);
        expect(out.length).toBeLessThanOrEqual(mask.length);
        [...out].forEach((ch, i) => {
          expect(mask[i] === '#' ? /\d/.test(ch) : ch === mask[i]).toBe(true);
        });
      }),
    );
  });
});

describe('unmask and isMaskComplete', () => {
  it('keeps digits only', () => {
    expect(unmask('(331) 111 - 2222')).toBe('3311112222');
    expect(unmask('2026/11/22 18:30')).toBe('202611221830');
    expect(unmask('')).toBe('');
  });

  it('tells a filled mask from a partial one', () => {
    expect(isMaskComplete(MASKS.phone, '(331) 111 - 2222')).toBe(true);
    expect(isMaskComplete(MASKS.phone, '(331) 111 - 222')).toBe(false);
    expect(isMaskComplete(MASKS.card, '4111 1111 1111 1111')).toBe(true);
  });
});
