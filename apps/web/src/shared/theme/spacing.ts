import { SPACING } from '@mostrador/shared/constants/limits';

/**
 * The product's spacing scale (spec §9: xs 2, sm 4, md 8, lg 16, xl 24 px) as custom properties
 * `--space-xs` … `--space-xl`, written with the theme so every stylesheet can use the same steps.
 */
export function spacingCss(): string {
  return `:root{${Object.entries(SPACING)
    .map(([size, px]) => `--space-${size}:${px}px;`)
    .join('')}}`;
}
