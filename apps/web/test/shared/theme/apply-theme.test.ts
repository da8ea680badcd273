import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/shared/theme/apply-theme';
import { THEME_STYLE_ID } from '../../../src/shared/theme/graduations';
import { DEFAULT_THEME_MODE } from '../../../src/shared/theme/theme-defaults';

const iconHrefs = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  delete document.documentElement.dataset.theme;
});

describe('applyTheme', () => {
  it('switches the favicon set to the dark variants in dark mode (docs/product.md#themes)', () => {
    applyTheme({ name: 'noche', mode: { ...DEFAULT_THEME_MODE, dark: true }, colors: {} });
    expect(iconHrefs()).toEqual([
      '/icons/favicon-dark-128.png',
      '/icons/favicon-dark-96.png',
      '/icons/favicon-dark-32.png',
      '/icons/favicon-dark-16.png',
      '/icons/favicon-dark.ico',
    ]);
    const sizes = [...document.head.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('sizes'));
    expect(sizes).toEqual(['128x128', '96x96', '32x32', '16x16', 'any']);
  });

  it('switches back to the light set without duplicating links, replacing a static one', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.ico"><link rel="apple-touch-icon" href="/a.png">';
    applyTheme({ name: 'noche', mode: { ...DEFAULT_THEME_MODE, dark: true }, colors: {} });
    applyTheme({ name: 'dia', mode: DEFAULT_THEME_MODE, colors: {} });
    expect(iconHrefs()).toEqual([
      '/icons/favicon-light-128.png',
      '/icons/favicon-light-96.png',
      '/icons/favicon-light-32.png',
      '/icons/favicon-light-16.png',
      '/icons/favicon-light.ico',
    ]);
    expect(document.head.querySelector('link[rel="apple-touch-icon"]')).not.toBeNull();
  });

  it('sets the colour scheme, theme name and container opacity', () => {
    const root = document.documentElement;
    applyTheme({
      name: 'noche',
      mode: { ...DEFAULT_THEME_MODE, dark: true, opacityContainers: 0.7 },
      colors: {},
    });
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(root.dataset.theme).toBe('noche');
    expect(root.style.getPropertyValue('--container-opacity')).toBe('0.7');
    applyTheme({ name: 'dia', mode: DEFAULT_THEME_MODE, colors: {} });
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(root.style.getPropertyValue('--container-opacity')).toBe('1');
  });

  it('sets --background-opacity only when opacityBackground is 0 or more', () => {
    const root = document.documentElement;
    applyTheme({ name: 'x', mode: { ...DEFAULT_THEME_MODE, opacityBackground: 0.3 }, colors: {} });
    expect(root.style.getPropertyValue('--background-opacity')).toBe('0.3');
    applyTheme({ name: 'x', mode: DEFAULT_THEME_MODE, colors: {} });
    expect(root.style.getPropertyValue('--background-opacity')).toBe('');
  });

  it('writes the colours with the dark inversion into the one theme style element', () => {
    applyTheme({ name: 'x', mode: DEFAULT_THEME_MODE, colors: { primary: '#ff0000' } });
    applyTheme({ name: 'x', mode: { ...DEFAULT_THEME_MODE, dark: true }, colors: { primary: '#ff0000' } });
    const styles = document.querySelectorAll(`#${THEME_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('--c-primary-l1:rgba(243, 0, 0, 1);');
  });
});
