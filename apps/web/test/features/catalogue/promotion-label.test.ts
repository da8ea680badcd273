import { describe, expect, it } from 'vitest';
import { promotionLabel } from '../../../src/features/catalogue/promotion-label';

describe('promotion label', () => {
  it('reads the label of the promotion JSON, and nothing from absent or broken JSON', () => {
    expect(promotionLabel('{"type":"NXM","n":3,"m":2,"label":"3x2"}')).toBe('3x2');
    expect(promotionLabel(null)).toBeNull();
    expect(promotionLabel('{"type":"PERCENT"}')).toBeNull();
    expect(promotionLabel('{no es json')).toBeNull();
  });
});
