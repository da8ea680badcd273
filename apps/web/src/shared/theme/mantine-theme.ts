import { createTheme } from '@mantine/core';
import type { MantineThemeOverride } from '@mantine/core';
import type { ThemeColors } from '@mostrador/shared/schemas/themes';
import { BASE_SHADE, SYSTEM_FONT, themePalettes } from './mantine-palette';

export { BASE_SHADE, SYSTEM_FONT, colorTuple } from './mantine-palette';

/**
 * Mantine theme for the current colours: every readable theme colour becomes a palette (so
 * `color="positive"` works), `primary` becomes the primary colour, fonts are the system UI.
 * Only the Mantine scopes use it (mantine-scope.tsx); the page itself gets the same CSS
 * variables from mantine-variables.ts without loading Mantine.
 */
export function buildMantineTheme(colors: ThemeColors): MantineThemeOverride {
  const { palettes, primaryColor } = themePalettes(colors);
  return createTheme({
    colors: palettes,
    primaryColor,
    primaryShade: BASE_SHADE,
    autoContrast: true,
    fontFamily: SYSTEM_FONT,
    headings: { fontFamily: SYSTEM_FONT },
  });
}
