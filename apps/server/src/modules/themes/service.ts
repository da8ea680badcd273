import { BackgroundsResponseSchema, GetThemeResponseSchema, GetThemesResponseSchema } from '@mostrador/shared/schemas/themes';
import { AppError } from '../../lib/errors';
import { serializeJson, type SerializedJson } from '../../lib/json-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { presentTheme, presentThemeColors } from './presenter';

import type { ThemesRepository } from './repository';

export const themeNotFound = (name: string) => `No se encontró el tema ${name}`;

/** Themes are read at every start-up of the web app; they are served from prepared JSON. */
export function createThemesService(deps: { repo: ThemesRepository; cacheTtlMs: number }) {
  const { repo } = deps;
  const cache = new TtlCache<SerializedJson>(deps.cacheTtlMs);

  return {
    getThemes: () =>
      cache.get('list', async () => {
        const themes = (await repo.listThemes()).map(presentTheme);
        return serializeJson(GetThemesResponseSchema, { ok: true, themes });
      }),

    getTheme: (requested: string) =>
      cache.get(`theme:${requested}`, async () => {
        const name = requested === 'default' ? ((await repo.findCompanyThemeName()) ?? requested) : requested;
        const [row, colors] = await Promise.all([repo.findTheme(name), repo.listColors(name)]);
        if (!row) throw new AppError(themeNotFound(requested), 404);
        return serializeJson(GetThemeResponseSchema, { ok: true, theme: presentTheme(row), themeColors: presentThemeColors(colors) });
      }),

    /** An unknown folder is not an error: it simply has no pictures yet. */
    backgrounds: (folder: string) =>
      cache.get(`backgrounds:${folder}`, async () =>
        serializeJson(BackgroundsResponseSchema, { ok: true, paths: await repo.listBackgrounds(folder) }),
      ),

    /** Theme editing (saveTheme/deleteTheme) calls this after its transaction commits. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type ThemesService = ReturnType<typeof createThemesService>;
