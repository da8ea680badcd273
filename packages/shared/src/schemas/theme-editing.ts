import * as z from 'zod/mini';
import { themesT } from '../messages/es-MX-themes';
import { isAnyColor } from '../validation/patterns';
import { described, OkSchema, SessionTokenSchema } from './common';
import { ThemeColorsSchema, ThemeSchema } from './themes';

// Apart from themes.ts: the storefront loads that one at every start-up; these only the editor.
// Theme editing (docs/product.md#themes: saveTheme, deleteTheme), SAMPLES and ADMIN or THEMES.

export const THEME_NAME_MAX_LENGTH = 40;
export const THEME_FOLDER_MAX_LENGTH = 60;
export const THEME_MAX_COLORS = 40;
const THEME_NAME = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
const FOLDER = /^[a-z0-9][a-z0-9_-]*$/;
/** Same rule as the theme engine's class names (shared/theme/graduations.ts). */
export const COLOR_NAME = /^[a-z_][a-z0-9_]*(-[a-z0-9_]+)*$/i;

export const ThemeNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, themesT('themeEdit.nameRequired')),
  z.maxLength(THEME_NAME_MAX_LENGTH, themesT('themeEdit.nameInvalid', { max: THEME_NAME_MAX_LENGTH })),
  z.regex(THEME_NAME, themesT('themeEdit.nameInvalid', { max: THEME_NAME_MAX_LENGTH })),
  z.refine((name) => name.toLowerCase() !== 'default', themesT('themeEdit.nameReserved')),
);

/** MODE as the editor sends it: every key of docs/product.md#themes, each checked (the rotation time is reset, not refused, per docs/product.md#themes). */
export const SaveThemeModeSchema = z.object({
  dark: z.boolean(),
  rotateBkgrndTime: z.number(),
  opacityContainers: z.number().check(z.refine((v) => v >= 0 && v <= 1, themesT('themeEdit.opacityContainers'))),
  opacityBackground: z.number().check(z.refine((v) => v === -1 || (v >= 0 && v <= 1), themesT('themeEdit.opacityBackground'))),
  isRandomBackground: z.boolean(),
});

export const SaveThemeRequestSchema = z.object({
  token: SessionTokenSchema,
  THEME: z.object({
    name: ThemeNameSchema,
    /** SaveThemeModeSchema as an object, or as JSON text (how getTheme answers it); checked key by key by the server. */
    MODE: described(z.unknown(), 'ThemeMode como objeto o como texto JSON; el servidor revisa cada clave'),
    FOLDER: z.string().check(
      z.trim(),
      z.maxLength(THEME_FOLDER_MAX_LENGTH, themesT('themeEdit.folderInvalid', { max: THEME_FOLDER_MAX_LENGTH })),
      z.refine((f) => f === '' || FOLDER.test(f), themesT('themeEdit.folderInvalid', { max: THEME_FOLDER_MAX_LENGTH })),
    ),
  }),
  COLORS: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(64))),
});
export type SaveThemeRequest = z.infer<typeof SaveThemeRequestSchema>;
export const SaveThemeResponseSchema = z.object({ ok: OkSchema, theme: ThemeSchema, themeColors: ThemeColorsSchema });
export type SaveThemeResponse = z.infer<typeof SaveThemeResponseSchema>;

export const DeleteThemeRequestSchema = z.object({
  token: SessionTokenSchema,
  name: z.string().check(z.trim(), z.minLength(1, themesT('themeEdit.nameRequired')), z.maxLength(THEME_NAME_MAX_LENGTH)),
});
export const DeleteThemeResponseSchema = z.object({ ok: OkSchema });
export type DeleteThemeResponse = z.infer<typeof DeleteThemeResponseSchema>;

/** The background folders a theme may use (theme_backgrounds), for the editor's FOLDER picker. */
export const BackgroundFoldersRequestSchema = z.object({ token: SessionTokenSchema });
export const BackgroundFoldersResponseSchema = z.object({
  ok: OkSchema,
  folders: z.array(z.object({ FOLDER: z.string(), PICTURES: z.number() })),
});
export type BackgroundFoldersResponse = z.infer<typeof BackgroundFoldersResponseSchema>;

/**
 * The editor's and the server's check of a colour map (names and values, the hex/rgb/rgba in docs/product.md#themes):
 * the first problem in Spanish, or null.
 */
export function colorsProblem(colors: Readonly<Record<string, string>>): string | null {
  const entries = Object.entries(colors);
  if (entries.length < 1 || entries.length > THEME_MAX_COLORS) return themesT('themeEdit.colorsCount', { max: THEME_MAX_COLORS });
  for (const [name, value] of entries) {
    if (!COLOR_NAME.test(name)) return themesT('themeEdit.colorName', { name });
    if (!isAnyColor(value.trim())) return themesT('themeEdit.colorValue', { name });
  }
  return null;
}
