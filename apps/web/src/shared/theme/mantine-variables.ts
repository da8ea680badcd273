import type { ThemeColors } from '@mostrador/shared/schemas/themes';
import { luminance, parseColor } from './color';
import { BASE_SHADE, SYSTEM_FONT, themePalettes } from './mantine-palette';

/**
 * The CSS variables MantineProvider would write for our Mantine theme (mantine-theme.ts), for
 * the parts that depend on the theme: fonts, the theme's palettes and the primary colour.
 * The page's own CSS uses them (`--mantine-primary-color-filled`…), and Mantine itself loads
 * only with the screens and dialogs that use its components (mantine-scope.tsx), so the first
 * download carries these few lines instead of Mantine's theme machinery. The same formulas as
 * Mantine 9's `defaultCssVariablesResolver`; a test compares the two.
 *
 * Not written here: the dark-scheme variants of Mantine's own palettes (blue, red…) that our
 * primary shade changes — only Mantine components read those, inside a Mantine scope.
 */
export interface MantineVariables {
  variables: Record<string, string>;
  light: Record<string, string>;
  dark: Record<string, string>;
}

// Mantine's default theme values our theme keeps.
const LUMINANCE_THRESHOLD = 0.3;
const WHITE_VAR = 'var(--mantine-color-white)';
const BLACK_VAR = 'var(--mantine-color-black)';

function channels(hex: string): { r: number; g: number; b: number; a: number } {
  return parseColor(hex) ?? { r: 0, g: 0, b: 0, a: 1 };
}

/** Mantine's `darken`: channels scaled toward black, as rgba(). */
function darken(hex: string, amount: number): string {
  const { r, g, b, a } = channels(hex);
  const f = 1 - amount;
  return `rgba(${Math.round(r * f)}, ${Math.round(g * f)}, ${Math.round(b * f)}, ${a})`;
}

/** Mantine's `alpha`. */
function alpha(hex: string, value: number): string {
  const { r, g, b } = channels(hex);
  return `rgba(${r}, ${g}, ${b}, ${value})`;
}

function contrastOf(hex: string): string {
  return luminance(channels(hex)) > LUMINANCE_THRESHOLD ? BLACK_VAR : WHITE_VAR;
}

export function mantineVariables(colors: ThemeColors): MantineVariables {
  const { palettes, primaryColor } = themePalettes(colors);
  const shade: number = BASE_SHADE;
  const hover = shade === 9 ? 8 : shade + 1;
  const darkOutline = Math.max(shade - 4, 0);
  const p = `--mantine-color-${primaryColor}`;
  const variables: Record<string, string> = {
    '--mantine-font-family': SYSTEM_FONT,
    '--mantine-font-family-headings': SYSTEM_FONT,
    '--mantine-primary-color-filled': `var(${p}-filled)`,
    '--mantine-primary-color-filled-hover': `var(${p}-filled-hover)`,
    '--mantine-primary-color-light': `var(${p}-light)`,
    '--mantine-primary-color-light-hover': `var(${p}-light-hover)`,
    '--mantine-primary-color-light-color': `var(${p}-light-color)`,
  };
  for (let i = 0; i < 10; i++) variables[`--mantine-primary-color-${i}`] = `var(${p}-${i})`;
  const light: Record<string, string> = { '--mantine-color-anchor': `var(${p}-${shade})` };
  const dark: Record<string, string> = { '--mantine-color-anchor': `var(${p}-4)` };
  // Mantine's blue[6], when the theme has no primary.
  const primaryBase = palettes[primaryColor]?.[shade] ?? '#228be6';
  light['--mantine-primary-color-contrast'] = contrastOf(primaryBase);
  dark['--mantine-primary-color-contrast'] = contrastOf(primaryBase);

  for (const [name, tuple] of Object.entries(palettes)) {
    const v = `--mantine-color-${name}`;
    const at = (i: number) => tuple[i] ?? '#000000';
    tuple.forEach((value, i) => (variables[`${v}-${i}`] = value));
    Object.assign(light, {
      [`${v}-text`]: `var(${v}-filled)`,
      [`${v}-filled`]: `var(${v}-${shade})`,
      [`${v}-filled-hover`]: `var(${v}-${hover})`,
      [`${v}-light`]: `var(${v}-1)`,
      [`${v}-light-hover`]: `var(${v}-2)`,
      [`${v}-light-color`]: `var(${v}-9)`,
      [`${v}-outline`]: `var(${v}-${shade})`,
      [`${v}-outline-hover`]: alpha(at(shade), 0.05),
    });
    Object.assign(dark, {
      [`${v}-text`]: `var(${v}-4)`,
      [`${v}-filled`]: `var(${v}-${shade})`,
      [`${v}-filled-hover`]: `var(${v}-${hover})`,
      [`${v}-light`]: darken(at(9), 0.5),
      [`${v}-light-hover`]: darken(at(9), 0.3),
      [`${v}-light-color`]: `var(${v}-0)`,
      [`${v}-outline`]: `var(${v}-${darkOutline})`,
      [`${v}-outline-hover`]: alpha(at(darkOutline), 0.05),
    });
  }
  return { variables, light, dark };
}

const block = (selector: string, vars: Record<string, string>) =>
  `${selector}{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('')}}`;

/** The variables as CSS, with Mantine's selectors (the scheme follows `data-mantine-color-scheme`). */
export function mantineVariablesCss(colors: ThemeColors): string {
  const { variables, light, dark } = mantineVariables(colors);
  return [
    block(':root', variables),
    block(':root[data-mantine-color-scheme="light"]', light),
    block(':root[data-mantine-color-scheme="dark"]', dark),
  ].join('\n');
}
