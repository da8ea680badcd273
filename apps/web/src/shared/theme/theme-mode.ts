import { OPACITY_BACKGROUND_DEFAULT, OPACITY_CONTAINERS_DEFAULT } from '@mostrador/shared/constants/limits';
import { ThemeModeSchema } from '@mostrador/shared/schemas/themes';
import type { ThemeMode } from '@mostrador/shared/schemas/themes';
import { DEFAULT_THEME_MODE, normalizeRotateTime } from './theme-defaults';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Parses a theme's MODE (a JSON string on the wire, spec §3) with the shared ThemeModeSchema.
 * Each field is checked on its own, so one bad field falls back to its default without losing
 * the others; bad JSON gives all the defaults. The rotation time follows spec §5.
 */
export function parseThemeMode(modeJson: string | null | undefined): ThemeMode {
  const raw = typeof modeJson === 'string' ? readJson(modeJson) : undefined;
  const input = isRecord(raw) ? raw : {};
  const mode = { ...DEFAULT_THEME_MODE };
  for (const key of Object.keys(DEFAULT_THEME_MODE) as (keyof ThemeMode)[]) {
    const field = ThemeModeSchema.shape[key].safeParse(input[key]);
    if (field.success) Object.assign(mode, { [key]: field.data });
  }
  mode.rotateBkgrndTime = normalizeRotateTime(input.rotateBkgrndTime);
  if (!Number.isFinite(mode.opacityContainers)) mode.opacityContainers = OPACITY_CONTAINERS_DEFAULT;
  if (!Number.isFinite(mode.opacityBackground)) mode.opacityBackground = OPACITY_BACKGROUND_DEFAULT;
  return mode;
}
