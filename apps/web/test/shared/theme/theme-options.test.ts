import { describe, expect, it } from 'vitest';
import { buildMantineTheme, colorTuple } from '../../../src/shared/theme/mantine-theme';
import { themeOptions } from '../../../src/shared/theme/theme-options';

describe('theme options', () => {
  it('lists the company theme first and each theme once, by its display name', () => {
    expect(themeOptions(['noche', 'oceano', 'farmacia_del_valle', 'noche', 'default'])).toEqual([
      { value: 'default', label: 'Tema de la empresa' },
      { value: 'farmacia_del_valle', label: 'Farmacia del valle' },
      { value: 'noche', label: 'Noche' },
      { value: 'oceano', label: 'Océano' },
    ]);
  });
});

describe('Mantine theme from the theme colours', () => {
  it('makes primary a 10-shade palette around the colour, lighter to darker', () => {
    const tuple = colorTuple('#1976d2');
    expect(tuple).toHaveLength(10);
    expect(tuple?.[6]).toBe('#1976d2');
    const sums = (tuple ?? []).map((hex) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0));
    for (let i = 1; i < sums.length; i++) expect(sums[i]).toBeLessThan(sums[i - 1] ?? 0);
    const theme = buildMantineTheme({ primary: '#1976d2', dark: '#1d1d1d', malo: 'azul' });
    expect(theme.primaryColor).toBe('primary');
    expect(Object.keys(theme.colors ?? {})).toEqual(['primary']);
    expect(theme.fontFamily).toMatch(/^system-ui/);
  });

  it('keeps Mantine blue when the theme has no primary', () => {
    expect(buildMantineTheme({}).primaryColor).toBe('blue');
  });
});
