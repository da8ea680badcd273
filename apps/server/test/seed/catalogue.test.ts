import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, parsePromotionFlag, shapeOf } from '../../src/seed/catalogue';
import { ean13CheckDigit, isValidEan13, makeEan13 } from '@mostrador/shared/validation/ean13';
import { splitName } from '../../src/seed/media/product-picture';

describe('EAN-13', () => {
  it('computes the GS1 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('builds Mexican codes (750 prefix) that validate', () => {
    const code = makeEan13(1234, 42);
    expect(code).toMatch(/^750123400042\d$/);
    expect(isValidEan13(code)).toBe(true);
    expect(() => makeEan13(12345, 1)).toThrow();
  });
});

describe('demo catalogue', () => {
  const catalogue = buildDemoCatalogue();

  it('is deterministic, so SKUs and barcodes are stable between runs', () => {
    const again = buildDemoCatalogue();
    expect(again.products.map((p) => [p.sku, p.barcode])).toEqual(catalogue.products.map((p) => [p.sku, p.barcode]));
  });

  it('numbers SKUs per department with a readable prefix', () => {
    expect(catalogue.products[0]?.sku).toBe('MED-0001');
    expect(catalogue.products.some((p) => p.sku === 'ANT-0001' && p.requiresPrescription)).toBe(true);
  });

  it('parses promotion flags into the three payload kinds', () => {
    expect(parsePromotionFlag('3x2')).toEqual({ type: 'NXM', n: 3, m: 2, label: '3x2' });
    expect(parsePromotionFlag('b2')).toEqual({ type: 'BUY_N_GET_NEXT', n: 2, label: 'Compra 2 y llévate el siguiente gratis' });
    expect(parsePromotionFlag('15%')).toEqual({ type: 'PERCENT', percent: 15, label: '15% de descuento' });
    expect(parsePromotionFlag('f')).toBeNull();
  });

  it('picks a packshot silhouette from the presentation', () => {
    expect(shapeOf('Caja con 20 tabletas')).toBe('box');
    expect(shapeOf('Frasco con 120 ml')).toBe('bottle');
    expect(shapeOf('Tubo con 10 tabletas efervescentes')).toBe('bottle');
    expect(shapeOf('Tubo con 60 g')).toBe('tube');
    expect(shapeOf('Gotero con 30 ml')).toBe('dropper');
    expect(shapeOf('Paquete con 40 pañales')).toBe('pack');
  });
});

describe('picture text layout', () => {
  it('splits a product name into a headline and the rest', () => {
    expect(splitName('Tempra 500 mg 20 tabletas', 'Tempra')).toEqual({ title: 'Tempra', subtitle: '500 mg 20 tabletas' });
    expect(splitName('Paracetamol 500 mg 10 tabletas', 'Ultra')).toEqual({ title: 'Paracetamol', subtitle: '500 mg 10 tabletas' });
  });
});
