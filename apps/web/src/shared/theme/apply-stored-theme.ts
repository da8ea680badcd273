import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { applyTheme } from './apply-theme';
import { DEFAULT_THEME_MODE } from './theme-defaults';
import { useThemeStore } from './theme-store';

/** Paints the saved theme at once (call in main.tsx before rendering to avoid a flash). */
export function applyStoredTheme(): void {
  const { theme, colors } = useThemeStore.getState();
  applyTheme({ name: theme?.THEME ?? THEME_DEFAULT_NAME, mode: theme?.MODE ?? DEFAULT_THEME_MODE, colors });
}
