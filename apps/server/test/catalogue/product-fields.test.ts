import { describe, expect, it } from 'vitest';
import { ean13Problem, parsePesos, skuProblem } from '@mostrador/shared/validation/product-fields';

describe('product field rules', () => {
  it('checks the SKU shape', () => {
    expect(skuProblem('DER-0001')).toBeNull();
    expect(skuProblem(' ')).toBe('REQUIRED');
    expect(skuProblem('con espacio')).toBe('SKU_FORMAT');
    expect(skuProblem('-ABC')).toBe('SKU_FORMAT');
    expect(skuProblem('A'.repeat(41))).toBe('SKU_FORMAT');
  });

  it('checks an EAN-13 and its check digit', () => {
    expect(ean13Problem('7501000000013')).toBe('EAN_CHECK_DIGIT');
    expect(ean13Problem('7501000000005')).toBeNull();
    expect(ean13Problem('750100000000')).toBe('EAN_FORMAT');
    expect(ean13Problem('')).toBe('REQUIRED');
  });

  it('reads pesos as people type them', () => {
    expect(parsePesos('$1,234.5')).toEqual({ ok: true, value: '1234.50' });
    expect(parsePesos('89')).toEqual({ ok: true, value: '89.00' });
    expect(parsePesos('0')).toEqual({ ok: false, problem: 'PRICE_NOT_POSITIVE' });
    expect(parsePesos('12.345')).toEqual({ ok: false, problem: 'PRICE_FORMAT' });
    expect(parsePesos('doce')).toEqual({ ok: false, problem: 'PRICE_FORMAT' });
    expect(parsePesos('')).toEqual({ ok: false, problem: 'REQUIRED' });
  });
});
