import { OPACITY_BACKGROUND_DEFAULT, OPACITY_CONTAINERS_DEFAULT } from '@mostrador/shared/constants/limits';
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
 * A field of ThemeModeSchema is a boolean or a finite number, the type of its default: checked
 * here without zod, since this runs before the home shows and zod's core is 9 KB gzip of the
 * first download (a test holds this to the schema).
 */
function isValidField(key: keyof ThemeMode, value: unknown): boolean {
  const expected = typeof DEFAULT_THEME_MODE[key];
  return typeof value === expected && (expected !== 'number' || Number.isFinite(value));
}

/**
 * Parses a theme's MODE (a JSON string on the wire, docs/product.md#themes) as the shared ThemeModeSchema
 * describes it. Each field is checked on its own, so one bad field falls back to its default
 * without losing the others; bad JSON gives all the defaults. The rotation time follows docs/product.md#themes.
 */
export function parseThemeMode(modeJson: string | null | undefined): ThemeMode {
  const raw = typeof modeJson === 'string' ? readJson(modeJson) : undefined;
  const input = isRecord(raw) ? raw : {};
  const mode = { ...DEFAULT_THEME_MODE };
  for (const key of Object.keys(DEFAULT_THEME_MODE) as (keyof ThemeMode)[]) {
    if (isValidField(key, input[key])) Object.assign(mode, { [key]: input[key] });
  }
  mode.rotateBkgrndTime = normalizeRotateTime(input.rotateBkgrndTime);
  if (!Number.isFinite(mode.opacityContainers)) mode.opacityContainers = OPACITY_CONTAINERS_DEFAULT;
  if (!Number.isFinite(mode.opacityBackground)) mode.opacityBackground = OPACITY_BACKGROUND_DEFAULT;
  return mode;
}
