import * as z from 'zod/mini';
import { described, OkSchema } from './common';

/** Parsed form of a theme's MODE (docs/product.md#themes); on the wire MODE is this object as a JSON string. */
export const ThemeModeSchema = z.object({
  dark: z._default(z.boolean(), false),
  rotateBkgrndTime: z._default(z.number(), 10),
  opacityContainers: z._default(z.number(), 1),
  opacityBackground: z._default(z.number(), -1),
  isRandomBackground: z._default(z.boolean(), false),
});
export type ThemeMode = z.infer<typeof ThemeModeSchema>;

export const ThemeSchema = z.object({
  THEME: z.string(),
  MODE: described(z.string(), 'ThemeMode como texto JSON'),
  FOLDER: z.string(),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** Colour name → CSS colour value (#hex, rgb() or rgba()). */
export const ThemeColorsSchema = z.record(z.string(), z.string());
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

const TokenSchema = z.optional(z.string().check(z.maxLength(512)));

export const GetThemesRequestSchema = z._default(z.object({ token: TokenSchema }), {});
export const GetThemesResponseSchema = z.object({ ok: OkSchema, themes: z.array(ThemeSchema) });
export type GetThemesResponse = z.infer<typeof GetThemesResponseSchema>;

export const GetThemeRequestSchema = z.object({
  TOKEN: TokenSchema,
  THEME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(60)), 'default'),
});
export const GetThemeResponseSchema = z.object({
  ok: OkSchema,
  theme: ThemeSchema,
  themeColors: ThemeColorsSchema,
});
export type GetThemeResponse = z.infer<typeof GetThemeResponseSchema>;

export const BackgroundsRequestSchema = z.object({
  FOLDER: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
});
export const BackgroundsResponseSchema = z.object({
  ok: OkSchema,
  paths: described(z.array(z.string()), 'Rutas relativas a img_url'),
});
export type BackgroundsResponse = z.infer<typeof BackgroundsResponseSchema>;
