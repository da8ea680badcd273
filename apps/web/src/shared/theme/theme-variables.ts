import type { ThemeColors } from '@mostrador/shared/schemas/themes';
import { graduateColor, isValidColorName } from './graduations';
import { mantineVariables } from './mantine-variables';

/**
 * The custom properties a theme sets on the page (`--c-<name>`, its contrast and steps, and
 * Mantine's primary and palette variables for one scheme) as a style object, so a preview can
 * carry a theme on one element without touching the page's own theme.
 */
export function themeVariables(colors: ThemeColors, dark: boolean): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    const g = isValidColorName(name) ? graduateColor(value, dark) : null;
    if (!g) continue;
    const v = `--c-${name}`;
    vars[v] = g.base;
    vars[`${v}-contrast`] = g.contrast;
    g.alpha.forEach((step, i) => (vars[`${v}-a${i + 1}`] = step));
    g.lighter.forEach((step, i) => (vars[`${v}-l${i + 1}`] = step));
    g.darker.forEach((step, i) => (vars[`${v}-d${i + 1}`] = step));
  }
  const mantine = mantineVariables(colors);
  return { ...vars, ...mantine.variables, ...(dark ? mantine.dark : mantine.light) };
}
