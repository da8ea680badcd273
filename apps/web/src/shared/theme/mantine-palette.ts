import type { MantineColorsTuple } from '@mantine/core';
import type { ThemeColors } from '@mostrador/shared/schemas/themes';
import { BLACK, WHITE, mix, parseColor, toHex } from './color';
import { isValidColorName } from './graduations';

// Types only from Mantine: this module is part of the first download, Mantine's code is not.

export const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/** The theme colour sits at shade 6 (Mantine's default primary shade), lighter above, darker below. */
export const BASE_SHADE = 6;
const TOWARD_WHITE = [0.92, 0.8, 0.65, 0.5, 0.34, 0.17];
const TOWARD_BLACK = [0.15, 0.3, 0.45];

// Mantine derives body, text and borders from `dark` and `gray`; one theme colour cannot stand
// in for those palettes, so such names only get our CSS classes.
const RESERVED = new Set(['dark', 'gray']);

/** Ten shades from light to dark around one colour; null if the colour cannot be read. */
export function colorTuple(value: string): MantineColorsTuple | null {
  const color = parseColor(value);
  if (!color) return null;
  const shades = [
    ...TOWARD_WHITE.map((t) => toHex(mix(color, WHITE, t))),
    toHex(color),
    ...TOWARD_BLACK.map((t) => toHex(mix(color, BLACK, t))),
  ];
  return shades as unknown as MantineColorsTuple;
}

export interface ThemePalettes {
  /** Every readable theme colour as a Mantine palette (so `color="positive"` works). */
  palettes: Record<string, MantineColorsTuple>;
  /** 'primary' when the theme has one, else Mantine's blue. */
  primaryColor: string;
}

export function themePalettes(colors: ThemeColors): ThemePalettes {
  const palettes: Record<string, MantineColorsTuple> = {};
  for (const [name, value] of Object.entries(colors)) {
    if (!isValidColorName(name) || RESERVED.has(name)) continue;
    const tuple = colorTuple(value);
    if (tuple) palettes[name] = tuple;
  }
  return { palettes, primaryColor: palettes.primary ? 'primary' : 'blue' };
}
