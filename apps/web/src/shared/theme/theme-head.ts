import type { GetThemeResponse } from '@mostrador/shared/schemas/themes';
import { graduateColor, isValidColorName } from './graduations';
import { mantineVariablesCss } from './mantine-variables';
import { parseThemeMode } from './theme-mode';

/** The theme as a rendered page's head carries it: its colours' CSS and its colour scheme. */
export interface ThemeHead {
  name: string;
  dark: boolean;
  /**
   * The part of what applyTheme writes into `<style id="theme-colors">` that a page paints with:
   * each colour and its contrast, and Mantine's theme variables for the primary colour. Not the
   * graduations, utility classes and other palettes (~130 KB for a dozen colours), which the app
   * writes when it starts.
   */
  css: string;
}

/**
 * What the server writes into a page it renders (decision 086): the company theme's colours from
 * the first paint, instead of Mantine's blue until the app has started and loaded the theme.
 */
export function themeHead(answer: GetThemeResponse): ThemeHead {
  const mode = parseThemeMode(answer.theme.MODE);
  const colors = answer.themeColors;
  const vars: string[] = [];
  for (const [name, value] of Object.entries(colors)) {
    const g = isValidColorName(name) ? graduateColor(value, mode.dark) : null;
    if (g) vars.push(`--c-${name}:${g.base};--c-${name}-contrast:${g.contrast};`);
  }
  // Mantine's variables for the primary colour only: the others' palettes are for Mantine's own
  // components, which load with the app (mantine-scope.tsx).
  const primary: Record<string, string> = colors.primary ? { primary: colors.primary } : {};
  return { name: answer.theme.THEME, dark: mode.dark, css: `:root{${vars.join('')}}\n${mantineVariablesCss(primary)}` };
}
