import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, withPrefix } from '../../src/format/phone';
import { unmask } from '../../src/validation/masks';

describe('formatPhone', () => {
  it('masks ten digits', () => {
    expect(formatPhone('3311112222')).toBe('(331) 111 - 2222');
  });

  it('is stable on an already formatted number', () => {
    expect(formatPhone('(331) 111 - 2222')).toBe('(331) 111 - 2222');
  });

  it('leaves other lengths as they came', () => {
    expect(formatPhone('33111')).toBe('33111');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('331111222233')).toBe('331111222233');
  });

  it('keeps the digits for any ten-digit number', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 10, maxLength: 10 }), (d) => {
        expect(unmask(formatPhone(d))).toBe(d);
        expect(formatPhone(d)).toMatch(/^\(\d{3}\) \d{3} - \d{4}$/);
      }),
    );
  });
});

describe('withPrefix', () => {
  it('puts +52 before the digits', () => {
    expect(withPrefix('3311112222')).toBe('+52 3311112222');
    expect(withPrefix('(331) 111 - 2222')).toBe('+52 3311112222');
  });

  it('does not double an existing prefix', () => {
    expect(withPrefix('+52 3311112222')).toBe('+52 3311112222');
    expect(withPrefix('+523311112222')).toBe('+52 3311112222');
  });

  it('keeps a number that merely starts with 52', () => {
    expect(withPrefix('5255555555')).toBe('+52 5255555555');
  });
});
