import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { applyTheme } from './apply-theme';
import { DEFAULT_THEME_MODE } from './theme-defaults';
import { hasServerTheme } from './graduations';
import { useThemeStore } from './theme-store';

/** Paints the saved theme at once (call in main.tsx before rendering to avoid a flash). */
export function applyStoredTheme(): void {
  const { theme, colors } = useThemeStore.getState();
  // Nothing saved to paint (a server-rendered page reads the device's stores after hydrating):
  // the company's theme the server wrote stays.
  if (!theme && hasServerTheme()) return;
  applyTheme({ name: theme?.THEME ?? THEME_DEFAULT_NAME, mode: theme?.MODE ?? DEFAULT_THEME_MODE, colors });
}
