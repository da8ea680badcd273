import type { ThemeMode } from '@mostrador/shared/schemas/themes';

export const THEME_COLOR_NAMES = [
  'primary',
  'secondary',
  'accent',
  'positive',
  'negative',
  'info',
  'warning',
  'dark',
  'light',
  'background',
  'surface',
  'text',
] as const;
export type ThemeColorName = (typeof THEME_COLOR_NAMES)[number];

export interface ThemeSeed {
  name: string;
  folder: string;
  mode: ThemeMode;
  colors: Record<ThemeColorName, string>;
  /** How many generated background pictures the folder gets. */
  backgroundCount: number;
}

/** The company's theme; the web shows it whenever the stored preference is 'default'. */
export const DEFAULT_THEME_NAME = 'mostrador';

// Every palette keeps `text` at ≥ 4.5:1 against `background` and `surface` (WCAG AA), and the
// status colours readable as text on `surface`; the seed tests check the ratios.
export const THEMES: readonly ThemeSeed[] = [
  {
    name: DEFAULT_THEME_NAME,
    folder: 'mostrador',
    mode: { dark: false, rotateBkgrndTime: 15, opacityContainers: 0.94, opacityBackground: 0.35, isRandomBackground: false },
    colors: {
      primary: '#0b6e4f',
      secondary: '#1d4e89',
      accent: '#c2410c',
      positive: '#1e7b34',
      negative: '#c62828',
      info: '#0b63b6',
      warning: '#a15c00',
      dark: '#1b2a2f',
      light: '#f4f7f6',
      background: '#f4f7f6',
      surface: '#ffffff',
      text: '#1b2a2f',
    },
    backgroundCount: 4,
  },
  {
    name: 'noche',
    folder: 'noche',
    mode: { dark: true, rotateBkgrndTime: 20, opacityContainers: 0.9, opacityBackground: 0.25, isRandomBackground: true },
    colors: {
      primary: '#4fd1a5',
      secondary: '#7fb2ff',
      accent: '#ffb86b',
      positive: '#5fd38d',
      negative: '#ff7a7a',
      info: '#6cb8ff',
      warning: '#f5c451',
      dark: '#0f1720',
      light: '#e6edf3',
      background: '#0f1720',
      surface: '#17212b',
      text: '#e6edf3',
    },
    backgroundCount: 3,
  },
  {
    name: 'lavanda',
    folder: 'lavanda',
    mode: { dark: false, rotateBkgrndTime: 10, opacityContainers: 1, opacityBackground: -1, isRandomBackground: false },
    colors: {
      primary: '#6b3fa0',
      secondary: '#2f6f8f',
      accent: '#b8325a',
      positive: '#2e7d32',
      negative: '#c62828',
      info: '#1565c0',
      warning: '#9a5800',
      dark: '#2a2238',
      light: '#f7f4fb',
      background: '#f7f4fb',
      surface: '#ffffff',
      text: '#2a2238',
    },
    backgroundCount: 3,
  },
  {
    name: 'oceano',
    folder: 'oceano',
    mode: { dark: false, rotateBkgrndTime: 30, opacityContainers: 0.96, opacityBackground: 0.3, isRandomBackground: true },
    colors: {
      primary: 'rgb(10, 92, 138)',
      secondary: 'rgb(0, 105, 92)',
      accent: 'rgb(184, 74, 40)',
      positive: '#2e7d32',
      negative: '#b3261e',
      info: '#0a5c8a',
      warning: '#9a5800',
      dark: '#13293d',
      light: '#f1f6fa',
      background: '#f1f6fa',
      surface: '#ffffff',
      text: '#13293d',
    },
    backgroundCount: 3,
  },
];
