import { afterEach, describe, expect, it } from 'vitest';
import { parseColor } from '../../../src/shared/theme/color';
import { buildThemeCss, graduateColor, STEPS, THEME_STYLE_ID, writeThemeCss } from '../../../src/shared/theme/graduations';

/** Value of one custom property in the generated CSS. */
function cssVar(css: string, name: string): string | undefined {
  return new RegExp(`${name.replace(/[+]/g, '\\+')}:([^;]+);`).exec(css)?.[1];
}

function rgbaOf(css: string, name: string) {
  const value = cssVar(css, name);
  if (!value) throw new Error(`falta ${name}`);
  const color = parseColor(value);
  if (!color) throw new Error(`${name} no es un color: ${value}`);
  return color;
}

afterEach(() => document.getElementById(THEME_STYLE_ID)?.remove());

describe('graduations (docs/product.md#themes)', () => {
  it('makes 20 alpha, 20 lighter and 20 darker steps per colour', () => {
    const css = buildThemeCss({ primary: '#1976d2' }, false);
    expect(STEPS).toBe(20);
    for (const kind of ['a', 'l', 'd']) {
      expect(css.match(new RegExp(`--c-primary-${kind}\\d+:`, 'g'))).toHaveLength(20);
    }
    expect(cssVar(css, '--c-primary-a21')).toBeUndefined();
  });

  it('alpha step n is n/20 of the colour alpha', () => {
    const css = buildThemeCss({ primary: '#1976d2', half: 'rgba(0, 0, 255, 0.5)' }, false);
    expect(cssVar(css, '--c-primary-a1')).toBe('rgba(25, 118, 210, 0.05)');
    expect(cssVar(css, '--c-primary-a5')).toBe('rgba(25, 118, 210, 0.25)');
    expect(cssVar(css, '--c-primary-a20')).toBe('rgba(25, 118, 210, 1)');
    expect(cssVar(css, '--c-half-a10')).toBe('rgba(0, 0, 255, 0.25)');
    expect(cssVar(css, '--c-half-a20')).toBe('rgba(0, 0, 255, 0.5)');
  });

  it('lighter steps go toward white and darker toward black, in equal steps', () => {
    const css = buildThemeCss({ red: '#ff0000' }, false);
    expect(cssVar(css, '--c-red-l1')).toBe('rgba(255, 12, 12, 1)');
    expect(cssVar(css, '--c-red-d1')).toBe('rgba(243, 0, 0, 1)');
    for (let n = 2; n <= 20; n++) {
      expect(rgbaOf(css, `--c-red-l${n}`).g).toBeGreaterThan(rgbaOf(css, `--c-red-l${n - 1}`).g);
      expect(rgbaOf(css, `--c-red-d${n}`).r).toBeLessThan(rgbaOf(css, `--c-red-d${n - 1}`).r);
    }
    // Step 20 is still a tint, not pure white or black.
    expect(cssVar(css, '--c-red-l20')).not.toBe('rgba(255, 255, 255, 1)');
    expect(cssVar(css, '--c-red-d20')).not.toBe('rgba(0, 0, 0, 1)');
  });

  it('inverts lighter and darker in dark mode', () => {
    const light = buildThemeCss({ red: '#ff0000' }, false);
    const dark = buildThemeCss({ red: '#ff0000' }, true);
    for (const n of [1, 7, 20]) {
      expect(cssVar(dark, `--c-red-l${n}`)).toBe(cssVar(light, `--c-red-d${n}`));
      expect(cssVar(dark, `--c-red-d${n}`)).toBe(cssVar(light, `--c-red-l${n}`));
    }
    expect(rgbaOf(dark, '--c-red-l5').r).toBeLessThan(255);
    expect(rgbaOf(dark, '--c-red-d5').g).toBeGreaterThan(0);
  });

  it('reads #rgb, #rrggbb, #rrggbbaa, rgb() and rgba()', () => {
    const css = buildThemeCss({ a: '#abc', b: '#aabbcc', c: '#aabbcc80', d: 'rgb(10, 20, 30)', e: 'rgba(10,20,30,0.4)' }, false);
    expect(cssVar(css, '--c-a')).toBe('rgba(170, 187, 204, 1)');
    expect(cssVar(css, '--c-b')).toBe('rgba(170, 187, 204, 1)');
    expect(cssVar(css, '--c-c')).toBe('rgba(170, 187, 204, 0.502)');
    expect(cssVar(css, '--c-d')).toBe('rgba(10, 20, 30, 1)');
    expect(cssVar(css, '--c-e')).toBe('rgba(10, 20, 30, 0.4)');
  });

  it('ignores invalid colours and names without breaking the others', () => {
    const css = buildThemeCss(
      {
        ok: '#000',
        rojo: 'rojo',
        short: '#12',
        big: 'rgb(300, 0, 0)',
        alpha: 'rgba(0,0,0,2)',
        'mal nombre': '#fff',
      },
      false,
    );
    expect(cssVar(css, '--c-ok')).toBe('rgba(0, 0, 0, 1)');
    for (const name of ['rojo', 'short', 'big', 'alpha', 'mal nombre']) expect(css).not.toContain(`--c-${name}`);
    expect(graduateColor('not a colour', false)).toBeNull();
  });

  it('gives a readable text colour for each base colour', () => {
    const css = buildThemeCss({ warning: '#f2c037', negative: '#c10015' }, false);
    expect(cssVar(css, '--c-warning-contrast')).toBe('#000000');
    expect(cssVar(css, '--c-negative-contrast')).toBe('#ffffff');
  });

  it('writes classes that match "bg-primary/5", "bg-primary-5", "bg-primary+5" and text-/border-', () => {
    const style = writeThemeCss(buildThemeCss({ primary: '#1976d2' }, false));
    const rules = [...(style.sheet?.cssRules ?? [])].filter((r): r is CSSStyleRule => 'selectorText' in r);
    const find = (cls: string) => {
      const el = document.createElement('div');
      el.className = cls;
      return rules.filter((rule) => el.matches(rule.selectorText)).map((rule) => rule.style.cssText);
    };
    expect(find('bg-primary/5')).toEqual(['background-color: var(--c-primary-a5) !important;']);
    expect(find('bg-primary-5')).toEqual(['background-color: var(--c-primary-l5) !important;']);
    expect(find('bg-primary+5')).toEqual(['background-color: var(--c-primary-d5) !important;']);
    expect(find('text-primary/20')).toEqual(['color: var(--c-primary-a20) !important;']);
    expect(find('text-primary-1')).toEqual(['color: var(--c-primary-l1) !important;']);
    expect(find('text-primary+12')).toEqual(['color: var(--c-primary-d12) !important;']);
    expect(find('border-primary')).toEqual(['border-color: var(--c-primary) !important;']);
    expect(find('bg-primary')).toEqual(['background-color: var(--c-primary) !important;']);
  });

  it('keeps a single <style id="theme-colors"> and replaces its contents', () => {
    writeThemeCss(buildThemeCss({ primary: '#000' }, false));
    writeThemeCss(buildThemeCss({ secondary: '#fff' }, false));
    const styles = document.querySelectorAll(`style#${THEME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('--c-secondary:');
    expect(styles[0]?.textContent).not.toContain('--c-primary:');
  });

  it('builds the CSS for 12 colours quickly', () => {
    const names = ['primary', 'secondary', 'accent', 'dark', 'positive', 'negative', 'info', 'warning'];
    const colors = Object.fromEntries([...names, 'a', 'b', 'c', 'd'].map((name, i) => [name, `rgb(${i * 20}, ${200 - i * 10}, ${i * 7})`]));
    const runs = 20;
    let start = performance.now();
    let css = '';
    for (let i = 0; i < runs; i++) css = buildThemeCss(colors, i % 2 === 0);
    const build = (performance.now() - start) / runs;
    start = performance.now();
    for (let i = 0; i < runs; i++) writeThemeCss(`${css}/*${i}*/`);
    const write = (performance.now() - start) / runs;
    // jsdom's CSS parser is far slower than a browser's, so only the build time is a bar here.
    console.info(`graduations, 12 colores: ${build.toFixed(2)} ms generar, ${write.toFixed(2)} ms escribir (jsdom), ${css.length} bytes`);
    expect(build).toBeLessThan(25);
  });
});
