import { describe, expect, it } from 'vitest';
import { promotionLabel } from '../../../src/features/catalogue/promotion-label';
import { kioskPromotion } from '../../../src/features/kiosk/promotion-text';

describe('promotion label', () => {
  it('reads the label of the promotion JSON, and nothing from absent, broken or unusable JSON', () => {
    expect(promotionLabel('{"type":"NXM","n":3,"m":2,"label":"Lleva 3, paga 2"}')).toBe('Lleva 3, paga 2');
    expect(promotionLabel(null)).toBeNull();
    expect(promotionLabel('{"type":"PERCENT"}')).toBeNull();
    expect(promotionLabel('{no es json')).toBeNull();
  });

  it('names a promotion made in the back office (no label) from its kind, as the in-store screen does (issue 32)', () => {
    const made = [
      ['{"type":"PERCENT","percent":15}', '15% de descuento'],
      ['{"type":"NXM","n":3,"m":2}', '3x2'],
      ['{"type":"BUY_N_GET_NEXT","n":2}', 'Compra 2 y llévate el siguiente gratis'],
    ] as const;
    for (const [json, words] of made) {
      expect(promotionLabel(json)).toBe(words);
      expect(kioskPromotion(json, 100)?.label).toBe(words);
    }
  });
});
