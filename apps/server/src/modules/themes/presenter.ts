import { ThemeModeSchema, type Theme, type ThemeColors } from '@mostrador/shared/schemas/themes';

export interface ThemeRecord {
  name: string;
  mode: unknown;
  folder: string;
}

/**
 * Row → contract. MODE travels as a JSON string (docs/product.md#themes); parsing through ThemeModeSchema fills
 * the documented defaults so every client reads the same five keys.
 */
export function presentTheme(row: ThemeRecord): Theme {
  const mode = ThemeModeSchema.safeParse(row.mode ?? {});
  return {
    THEME: row.name,
    MODE: JSON.stringify(mode.success ? mode.data : ThemeModeSchema.parse({})),
    FOLDER: row.folder,
  };
}

/** A company whose theme row is missing still gets a usable light theme. */
export function fallbackTheme(name: string): Theme {
  return presentTheme({ name, mode: {}, folder: '' });
}

export function presentThemeColors(rows: readonly { name: string; value: string }[]): ThemeColors {
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}
