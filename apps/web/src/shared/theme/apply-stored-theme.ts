import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { applyTheme } from './apply-theme';
import { DEFAULT_THEME_MODE } from './theme-defaults';
import { hasServerTheme } from './graduations';
import { useThemeStore, type ThemeState } from './theme-store';

/**
 * Applies the theme store's theme to the document. With none resolved yet (a server-rendered page
 * reads the device's stores after hydrating), the company's theme the server wrote stays (decision 086).
 */
export function applyThemeState({ theme, colors }: Pick<ThemeState, 'theme' | 'colors'>): void {
  if (!theme && hasServerTheme()) return;
  applyTheme({ name: theme?.THEME ?? THEME_DEFAULT_NAME, mode: theme?.MODE ?? DEFAULT_THEME_MODE, colors });
}

/** Paints the saved theme at once (call in main.tsx before rendering to avoid a flash). */
export function applyStoredTheme(): void {
  applyThemeState(useThemeStore.getState());
}
