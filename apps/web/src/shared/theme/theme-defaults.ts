import { OPACITY_BACKGROUND_DEFAULT, OPACITY_CONTAINERS_DEFAULT } from '@mostrador/shared/constants/limits';
import { BACKGROUND_ROTATE_DEFAULT_S } from '@mostrador/shared/constants/limits';
import type { ThemeMode } from '@mostrador/shared/schemas/themes';
import { normalizeRotateSeconds } from '@mostrador/shared/validation/limit-checks';

// Kept apart from theme-mode.ts so start-up code gets the defaults without loading zod.

/** MODE of a theme that has none or an unreadable one (docs/product.md#themes defaults). */
export const DEFAULT_THEME_MODE: ThemeMode = {
  dark: false,
  rotateBkgrndTime: BACKGROUND_ROTATE_DEFAULT_S,
  opacityContainers: OPACITY_CONTAINERS_DEFAULT,
  opacityBackground: OPACITY_BACKGROUND_DEFAULT,
  isRandomBackground: false,
};

/**
 * docs/product.md#themes: a rotation time under 1, over 99999 or missing resets to 10 s — except exactly 0,
 * which docs/product.md#themes defines as "paused" (the shared rule keeps it; the slideshow then pauses).
 */
export function normalizeRotateTime(value: unknown): number {
  return normalizeRotateSeconds(typeof value === 'number' ? value : undefined);
}
