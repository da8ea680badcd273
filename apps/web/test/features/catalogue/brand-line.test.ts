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

  it('compares as localeCompare with es-MX base sensitivity did ("ñ" is not "n")', () => {
    const pairs = [
      ['Peña', 'Pena'],
      ['Peña', 'PEÑA'],
      ["Química Son's", 'QUIMICA SONS'],
      ['Ücker', 'ucker'],
      ['Bayer', 'Bayer México'],
    ];
    for (const [brand, laboratory] of pairs) {
      const same = brand!.localeCompare(laboratory!, 'es-MX', { sensitivity: 'base' }) === 0;
      expect(brandLine(brand!, laboratory!), `${brand} / ${laboratory}`).toBe(same ? brand : `${brand} · ${laboratory}`);
    }
  });

  it('names whichever is there when the other is empty', () => {
    expect(brandLine('', 'Pisa')).toBe('Pisa');
    expect(brandLine('Genérico', '  ')).toBe('Genérico');
    expect(brandLine('', '')).toBe('');
  });
});
