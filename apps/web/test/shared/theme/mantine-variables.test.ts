import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildMantineTheme } from '../../../src/shared/theme/mantine-theme';
import { mantineVariables, mantineVariablesCss } from '../../../src/shared/theme/mantine-variables';

type Part = 'variables' | 'light' | 'dark';
const PARTS: Part[] = ['variables', 'light', 'dark'];

const THEMES: Record<string, Record<string, string>> = {
  none: {},
  'dark primary with others': { primary: '#0b7a75', positive: '#21ba45', negative: 'rgba(193, 0, 21, 1)' },
  'light primary (black text on it)': { primary: '#f2c037', accent: '#9c27b0' },
  'reserved and unreadable names': {
    primary: '#1976d2',
    dark: '#1d1d1d',
    gray: '#777',
    malo: 'azul',
    '1x': '#fff',
  },
  'a name Mantine also has': { primary: '#1976d2', red: '#e53935' },
};

type Resolved = Record<Part, Record<string, string>>;

/** Mantine's variables for our theme and for its default theme (MantineProvider writes the difference). */
function mantineWrites(colors: Record<string, string>): { ours: Resolved; base: Resolved } {
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, buildMantineTheme(colors)));
  const base = defaultCssVariablesResolver(DEFAULT_THEME);
  return { ours: ours as Resolved, base: base as Resolved };
}

describe('Mantine theme variables without Mantine', () => {
  it.each(Object.entries(THEMES))('%s: every variable written equals what Mantine computes', (_, colors) => {
    const mine = mantineVariables(colors);
    const { ours } = mantineWrites(colors);
    for (const part of PARTS) {
      for (const [name, value] of Object.entries(mine[part])) {
        expect([part, name, value]).toEqual([part, name, ours[part][name]]);
      }
    }
  });

  it.each(Object.entries(THEMES))('%s: nothing Mantine would change is left out, but its own palettes', (_, colors) => {
    const mine = mantineVariables(colors);
    const { ours, base } = mantineWrites(colors);
    const own = new Set(Object.keys(buildMantineTheme(colors).colors ?? {}));
    for (const part of PARTS) {
      for (const [name, value] of Object.entries(ours[part])) {
        if (base[part][name] === value || name in mine[part]) continue;
        // Left to a Mantine scope: dark-scheme variants of Mantine's palettes that the primary
        // shade (6 in both schemes) changes; the page's CSS does not read them.
        const palette = /^--mantine-color-([a-z]+)-(filled|filled-hover|outline|outline-hover)$/.exec(name)?.[1];
        expect([part, name, palette !== undefined && !own.has(palette)]).toEqual([part, name, true]);
      }
    }
  });

  it('writes them under :root, per colour scheme', () => {
    const css = mantineVariablesCss({ primary: '#0b7a75' });
    expect(css).toContain(':root{--mantine-font-family:');
    expect(css).toContain('--mantine-primary-color-filled:var(--mantine-color-primary-filled);');
    expect(css).toContain(':root[data-mantine-color-scheme="light"]{');
    expect(css).toContain(':root[data-mantine-color-scheme="dark"]{');
    expect(css).toContain('--mantine-color-primary-6:#0b7a75;');
  });
});
