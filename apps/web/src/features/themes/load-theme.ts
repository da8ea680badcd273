import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { fetchBackgrounds } from './api/get-backgrounds';
import { fetchTheme } from './api/get-theme';
import { useThemeStore } from '../../shared/theme/theme-store';
import type { ResolvedTheme } from '../../shared/theme/theme-store';

/**
 * Which theme to load (docs/product.md#themes): the stored one, or the company's when the stored one is
 * 'default'. Null while the company's theme is not known yet: keep showing the saved theme.
 */
export function resolveThemeName(stored: string, companyTheme: string | null | undefined): string | null {
  if (stored !== THEME_DEFAULT_NAME) return stored;
  return companyTheme?.trim() ? companyTheme.trim() : null;
}

/**
 * Fetches a theme and its background pictures into the theme store; ThemeEngineProvider then
 * applies it. A failing picture list only means no background (it is decoration).
 */
export async function loadTheme(name: string, signal?: AbortSignal): Promise<ResolvedTheme> {
  const [response, { parseThemeMode }] = await Promise.all([fetchTheme(name, signal), import('../../shared/theme/theme-mode')]);
  signal?.throwIfAborted();
  const theme: ResolvedTheme = {
    THEME: response.theme.THEME,
    MODE: parseThemeMode(response.theme.MODE),
    FOLDER: response.theme.FOLDER,
  };
  const store = useThemeStore.getState();
  store.setResolvedTheme(theme, response.themeColors);
  let paths: string[] = [];
  if (theme.FOLDER) {
    try {
      paths = (await fetchBackgrounds(theme.FOLDER, signal)).paths;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
  }
  if (!signal?.aborted) store.setBackgroundPaths(paths);
  return theme;
}
