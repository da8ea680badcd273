// Public surface of the themes feature: the engine that loads the chosen theme and the theme
// list. The menu's theme choice is app/layouts/main/quick-theme-select.tsx (a native select).
export { useThemes, themesQuery, fetchThemes } from './api/get-themes';
export { loadTheme, resolveThemeName } from './load-theme';
export { ThemeEngineProvider, useThemeEngine, type ThemeEngineProviderProps } from './theme-engine-provider';
