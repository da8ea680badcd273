// Public surface of the themes feature: the engine that loads the chosen theme and the theme
// list. ThemePicker (Mantine's Select) is left out on purpose: app-root imports this file, and
// the picker's CSS would then come with the first download; the themes page uses it directly.
export { useThemes, themesQuery, fetchThemes } from './api/get-themes';
export { loadTheme, resolveThemeName } from './load-theme';
export { ThemeEngineProvider, useThemeEngine, type ThemeEngineProviderProps } from './theme-engine-provider';
