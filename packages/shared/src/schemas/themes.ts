import { z } from 'zod';
import { OkSchema } from './common';

/** Parsed form of a theme's MODE (spec §3); on the wire MODE is this object as a JSON string. */
export const ThemeModeSchema = z.object({
  dark: z.boolean().default(false),
  rotateBkgrndTime: z.number().default(10),
  opacityContainers: z.number().default(1),
  opacityBackground: z.number().default(-1),
  isRandomBackground: z.boolean().default(false),
});
export type ThemeMode = z.infer<typeof ThemeModeSchema>;

export const ThemeSchema = z.object({
  THEME: z.string(),
  MODE: z.string().describe('ThemeMode como texto JSON'),
  FOLDER: z.string(),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** Colour name → CSS colour value (#hex, rgb() or rgba()). */
export const ThemeColorsSchema = z.record(z.string(), z.string());
export type ThemeColors = z.infer<typeof ThemeColorsSchema>;

const TokenSchema = z.string().max(512).optional();

export const GetThemesRequestSchema = z.object({ token: TokenSchema }).default({});
export const GetThemesResponseSchema = z.object({ ok: OkSchema, themes: z.array(ThemeSchema) });
export type GetThemesResponse = z.infer<typeof GetThemesResponseSchema>;

export const GetThemeRequestSchema = z.object({
  TOKEN: TokenSchema,
  THEME: z.string().trim().min(1).max(60).default('default'),
});
export const GetThemeResponseSchema = z.object({
  ok: OkSchema,
  theme: ThemeSchema,
  themeColors: ThemeColorsSchema,
});
export type GetThemeResponse = z.infer<typeof GetThemeResponseSchema>;

export const BackgroundsRequestSchema = z.object({ FOLDER: z.string().trim().min(1).max(60) });
export const BackgroundsResponseSchema = z.object({
  ok: OkSchema,
  paths: z.array(z.string()).describe('Rutas relativas a img_url'),
});
export type BackgroundsResponse = z.infer<typeof BackgroundsResponseSchema>;
