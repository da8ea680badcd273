import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, contrastRatio, MIN_TEXT_CONTRAST, over, parseColor } from '../../../src/shared/theme/color';
import { graduateColor } from '../../../src/shared/theme/graduations';
import { themeVariables } from '../../../src/shared/theme/theme-variables';

const color = (text: string) => {
  const c = parseColor(text);
  if (!c) throw new Error(text);
  return c;
};

describe('contrast ratio (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5);
    expect(contrastRatio(color('#1f6f43'), color('#1f6f43'))).toBe(1);
  });

  it('matches published pairs: #767676 on white passes AA (4.54), #777777 does not (4.48)', () => {
    expect(contrastRatio(color('#767676'), WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(color('#777777'), WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(color('#767676'), WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(color('#777777'), WHITE)).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('lays a translucent background over the page first: half-transparent black on white reads as grey', () => {
    expect(over(color('rgba(0, 0, 0, 0.5)'), WHITE)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    const onWhitePage = contrastRatio(WHITE, color('rgba(0, 0, 0, 0.5)'), WHITE);
    const onBlackPage = contrastRatio(WHITE, color('rgba(0, 0, 0, 0.5)'), BLACK);
    expect(onWhitePage).toBeCloseTo(contrastRatio(WHITE, color('#808080')), 1);
    expect(onBlackPage).toBeCloseTo(21, 5);
  });

  it('the engine’s readable text colour always clears 4.5:1 on saturated theme colours', () => {
    for (const value of ['#1f6f43', '#f2a900', '#c92a2a', '#1864ab', '#8fd694', '#ffffff', '#000000']) {
      const g = graduateColor(value, false);
      expect(contrastRatio(color(g?.contrast ?? ''), color(value))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('theme variables for a preview', () => {
  it('carries each colour, its contrast and 20 steps of each kind, inverted in dark mode', () => {
    const light = themeVariables({ primary: '#336699' }, false);
    const dark = themeVariables({ primary: '#336699' }, true);
    expect(light['--c-primary']).toBe('rgba(51, 102, 153, 1)');
    for (const kind of ['a', 'l', 'd']) {
      expect(Object.keys(light).filter((k) => new RegExp(`^--c-primary-${kind}\\d+$`).test(k))).toHaveLength(20);
    }
    expect(light['--c-primary-l20']).toBe(dark['--c-primary-d20']);
    expect(light['--c-primary-d5']).toBe(dark['--c-primary-l5']);
    expect(light['--mantine-primary-color-filled']).toBe('var(--mantine-color-primary-filled)');
  });

  it('skips names and values the engine cannot use', () => {
    const vars = themeVariables({ 'bad name': '#000', primary: 'rojo' }, false);
    expect(Object.keys(vars).some((k) => k.startsWith('--c-'))).toBe(false);
  });
});
