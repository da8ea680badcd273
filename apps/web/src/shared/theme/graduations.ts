import { COLOR_GRADUATION_STEPS } from '@mostrador/shared/constants/limits';
import type { ThemeColors } from '@mostrador/shared/schemas/themes';
import { BLACK, WHITE, mix, parseColor, readableOn, toCss } from './color';

/**
 * Graduations of every theme colour (docs/product.md#themes), with STEPS = 20:
 * - alpha `name/n`: the colour at n/STEPS of its own alpha, so `/20` is the colour itself;
 * - lighter `name-n`: mixed toward white by n/(STEPS+1);
 * - darker `name+n`: mixed toward black by n/(STEPS+1).
 * Dividing by STEPS+1 keeps step 20 a tint, not pure white or black. In dark mode "lighter"
 * and "darker" swap targets, so `bg-primary-3` stays the subtle variant on a dark page.
 */
export const STEPS = COLOR_GRADUATION_STEPS;
export const THEME_STYLE_ID = 'theme-colors';

export interface ColorGraduations {
  base: string;
  /** Black or white text that reads best on the base colour. */
  contrast: string;
  /** index n-1 holds step n. */
  alpha: string[];
  lighter: string[];
  darker: string[];
}

/** A colour name usable in a class and a custom property without escaping. */
const NAME = /^[a-z_][a-z0-9_]*(-[a-z0-9_]+)*$/i;

export function isValidColorName(name: string): boolean {
  return NAME.test(name);
}

export function graduateColor(value: string, dark: boolean): ColorGraduations | null {
  const color = parseColor(value);
  if (!color) return null;
  const lightTarget = dark ? BLACK : WHITE;
  const darkTarget = dark ? WHITE : BLACK;
  const alpha: string[] = [];
  const lighter: string[] = [];
  const darker: string[] = [];
  for (let n = 1; n <= STEPS; n++) {
    alpha.push(toCss({ ...color, a: (color.a * n) / STEPS }));
    lighter.push(toCss(mix(color, lightTarget, n / (STEPS + 1))));
    darker.push(toCss(mix(color, darkTarget, n / (STEPS + 1))));
  }
  return { base: toCss(color), contrast: readableOn(color), alpha, lighter, darker };
}

const PROPERTIES = [
  ['text', 'color'],
  ['bg', 'background-color'],
] as const;

function rulesFor(name: string, g: ColorGraduations, vars: string[], rules: string[]): void {
  const v = `--c-${name}`;
  vars.push(`${v}:${g.base};${v}-contrast:${g.contrast};`);
  rules.push(
    `.text-${name}{color:var(${v})!important}`,
    `.bg-${name}{background-color:var(${v})!important}`,
    `.border-${name}{border-color:var(${v})!important}`,
  );
  for (let n = 1; n <= STEPS; n++) {
    const i = n - 1;
    vars.push(`${v}-a${n}:${g.alpha[i]};${v}-l${n}:${g.lighter[i]};${v}-d${n}:${g.darker[i]};`);
    for (const [prefix, property] of PROPERTIES) {
      const cls = `${prefix}-${name}`;
      rules.push(
        `.${cls}\\/${n}{${property}:var(${v}-a${n})!important}`,
        `.${cls}-${n}{${property}:var(${v}-l${n})!important}`,
        `.${cls}\\+${n}{${property}:var(${v}-d${n})!important}`,
      );
    }
  }
}

/**
 * CSS text for a theme: custom properties on :root (`--c-<name>`, `-a<n>`, `-l<n>`, `-d<n>`,
 * and `-contrast`: black or white text for the base colour)
 * and utility classes (`.text-`, `.bg-`, `.border-<name>`; `.bg-<name>/n`, `-n`, `+n`, same
 * for `text-`). Invalid names or colour values are skipped, never half-written.
 */
export function buildThemeCss(colors: ThemeColors, dark: boolean): string {
  const vars: string[] = [];
  const rules: string[] = [];
  for (const [name, value] of Object.entries(colors)) {
    if (!isValidColorName(name)) continue;
    const graduations = graduateColor(value, dark);
    if (graduations) rulesFor(name, graduations, vars, rules);
  }
  return `:root{${vars.join('')}}\n${rules.join('\n')}`;
}

/** Replaces the contents of the single `<style id="theme-colors">` (created on first use). */
export function writeThemeCss(css: string, doc: Document = document): HTMLStyleElement {
  let style = doc.getElementById(THEME_STYLE_ID);
  if (!(style instanceof HTMLStyleElement)) {
    style?.remove();
    style = doc.createElement('style');
    style.id = THEME_STYLE_ID;
    doc.head.appendChild(style);
  }
  if (style.textContent !== css) style.textContent = css;
  // From now on the app's theme, no longer the server's (theme-head.ts).
  style.removeAttribute('data-server');
  return style as HTMLStyleElement;
}

/**
 * True while the page's colours are the ones its server wrote (`data-server`, theme-head.ts,
 * decision 086) and the app has not applied a theme of its own yet.
 */
export function hasServerTheme(doc: Document = document): boolean {
  return doc.getElementById(THEME_STYLE_ID)?.hasAttribute('data-server') === true;
}
