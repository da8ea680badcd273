import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { BLACK, contrastRatio, luminance, MIN_TEXT_CONTRAST, over, parseColor, WHITE, type Rgba } from '../../../shared/theme/color';
import { graduateColor } from '../../../shared/theme/graduations';

/** Mantine's dark body (dark[7]); the light page is white. */
const DARK_PAGE: Rgba = { r: 36, g: 36, b: 36, a: 1 };
/** Mantine's rule for the text on a filled primary button (mantine-variables.ts): black above this luminance. */
const MANTINE_LUMINANCE_THRESHOLD = 0.3;

export interface ContrastCheck {
  /** The storefront's text on the colour. */
  ratio: number;
  /** The colour as text on the page. */
  asTextRatio: number;
  /** Spanish warning when the text on the colour reads under 4.5:1 (WCAG AA). */
  warning: string | null;
}

/** Rounded down, so 4.49 never shows as a passing 4.5. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/**
 * Contrast of the text the storefront puts on a theme colour: on `primary`, Mantine's choice for
 * filled buttons (white unless the colour is light); on the others, the engine's `-contrast`
 * (whichever of black or white reads better). Translucent colours are laid over the page first.
 */
export function checkContrast(name: string, value: string, dark: boolean): ContrastCheck | null {
  const parsed = parseColor(value);
  const graduations = graduateColor(value, dark);
  if (!parsed || !graduations) return null;
  const page = dark ? DARK_PAGE : WHITE;
  const color = parsed.a < 1 ? over(parsed, page) : parsed;
  const text =
    name === 'primary'
      ? luminance(color) > MANTINE_LUMINANCE_THRESHOLD
        ? BLACK
        : WHITE
      : graduations.contrast === '#000000'
        ? BLACK
        : WHITE;
  const ratio = contrastRatio(text, color, page);
  const asTextRatio = contrastRatio(color, page, page);
  const warning = ratio < MIN_TEXT_CONTRAST ? t('themeEditor.contrastLow', { name, ratio: formatRatio(ratio) }) : null;
  return { ratio, asTextRatio, warning };
}
