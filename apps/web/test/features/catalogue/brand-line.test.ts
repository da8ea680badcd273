import { describe, expect, it } from 'vitest';
import { brandLine } from '../../../src/features/catalogue/brand-line';

describe('brandLine', () => {
  it('names brand and laboratory when they differ', () => {
    expect(brandLine('Tempra', 'Reckitt')).toBe('Tempra · Reckitt');
  });

  it('names one when they are the same, whatever the case, accents or spaces (issue 18: "Kener · Kener")', () => {
    expect(brandLine('Kener', 'Kener')).toBe('Kener');
    expect(brandLine('KENER ', 'kener')).toBe('KENER');
    expect(brandLine('Liomont', 'Liomónt')).toBe('Liomont');
  });

  it('names whichever is there when the other is empty', () => {
    expect(brandLine('', 'Pisa')).toBe('Pisa');
    expect(brandLine('Genérico', '  ')).toBe('Genérico');
    expect(brandLine('', '')).toBe('');
  });
});
