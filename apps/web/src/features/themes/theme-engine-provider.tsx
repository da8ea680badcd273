import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { notifyError } from '../../shared/notify/notify';
import { applyThemeState } from '../../shared/theme/apply-stored-theme';
import { loadTheme, resolveThemeName } from './load-theme';
import { useThemeStore } from '../../shared/theme/theme-store';

/**
 * Keeps the document in step with the theme store and loads the theme to show: the stored
 * one, or the company's (`companyTheme`, from companyInfo) while the stored one is 'default'.
 */
export function useThemeEngine(companyTheme: string | null | undefined): void {
  const theme = useThemeStore((s) => s.theme);
  const colors = useThemeStore((s) => s.colors);
  const themeName = useThemeStore((s) => s.themeName);
  const nameToLoad = resolveThemeName(themeName, companyTheme);

  // Layout effect: the new colours are in place before the browser paints.
  useLayoutEffect(() => {
    applyThemeState({ theme, colors });
  }, [theme, colors]);

  useEffect(() => {
    if (!nameToLoad) return;
    const controller = new AbortController();
    loadTheme(nameToLoad, controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      notifyError(error);
      // A chosen theme that no longer exists falls back to the company's.
      if (error instanceof ApiError && error.status === 404 && themeName !== THEME_DEFAULT_NAME) {
        useThemeStore.getState().setThemeName(THEME_DEFAULT_NAME);
      }
    });
    return () => controller.abort();
  }, [nameToLoad, themeName]);
}

export interface ThemeEngineProviderProps {
  /** THEME of the company (companyInfo); used while the chosen theme is 'default'. */
  companyTheme?: string | null;
  children?: ReactNode;
}

/**
 * Runs the theme engine around the app: colours, Mantine's theme variables and colour scheme on
 * the document. No MantineProvider here: components that use Mantine bring a MantineScope.
 */
export function ThemeEngineProvider({ companyTheme, children }: ThemeEngineProviderProps) {
  useThemeEngine(companyTheme);
  return children;
}
