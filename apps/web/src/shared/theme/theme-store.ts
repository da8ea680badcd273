import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import type { ThemeColors, ThemeMode } from '@mostrador/shared/schemas/themes';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { INITIAL_SLIDESHOW, slideshowReducer } from './background-slideshow';
import type { SlideshowAction, SlideshowState } from './background-slideshow';
import { DEFAULT_THEME_MODE, normalizeRotateTime } from './theme-defaults';
import { isServerRenderedPage } from '../ssr/server-render-data';

/** A theme as the app uses it: MODE already parsed (docs/product.md#themes). */
export interface ResolvedTheme {
  THEME: string;
  MODE: ThemeMode;
  FOLDER: string;
}

export interface ThemeState {
  /** Chosen theme; 'default' means "the company's theme" (docs/product.md#themes). */
  themeName: string;
  /** Last theme applied, kept so a reload paints the right colours before the network answers. */
  theme: ResolvedTheme | null;
  colors: ThemeColors;
  background: SlideshowState;
  setThemeName: (name: string) => void;
  setResolvedTheme: (theme: ResolvedTheme, colors: ThemeColors) => void;
  /** Pictures of the theme's folder; starts the slideshow per the theme's MODE. */
  setBackgroundPaths: (paths: string[]) => void;
  dispatchBackground: (action: SlideshowAction) => void;
}

export const THEME_STORAGE_KEY = 'mostrador-theme';

/** Injected for tests; a slideshow step needs a number in [0, 1). */
export const random = { next: (): number => Math.random() };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function savedTheme(theme: Record<string, unknown>): ResolvedTheme {
  const mode = { ...DEFAULT_THEME_MODE, ...(theme.MODE as Partial<ThemeMode>) };
  mode.rotateBkgrndTime = normalizeRotateTime(mode.rotateBkgrndTime);
  return {
    THEME: String(theme.THEME),
    MODE: mode,
    FOLDER: typeof theme.FOLDER === 'string' ? theme.FOLDER : '',
  };
}

/** localStorage can hold anything (old versions, hand edits): keep only well-formed parts. */
function mergeSaved(persisted: unknown, current: ThemeState): ThemeState {
  if (!isRecord(persisted)) return current;
  const { themeName, theme, colors, background } = persisted;
  const isTheme = isRecord(theme) && typeof theme.THEME === 'string' && isRecord(theme.MODE);
  const bg = isRecord(background) ? background : {};
  return {
    ...current,
    themeName: typeof themeName === 'string' && themeName ? themeName : current.themeName,
    theme: isTheme ? savedTheme(theme) : current.theme,
    colors: isTheme && isRecord(colors) ? (colors as ThemeColors) : current.colors,
    background: {
      ...current.background,
      isOn: typeof bg.isOn === 'boolean' ? bg.isOn : current.background.isOn,
      isPausedByUser: bg.isPausedByUser === true,
    },
  };
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      themeName: THEME_DEFAULT_NAME,
      theme: null,
      colors: {},
      background: INITIAL_SLIDESHOW,
      setThemeName: (name) => set({ themeName: name.trim() || THEME_DEFAULT_NAME }),
      setResolvedTheme: (theme, colors) =>
        set((s) => ({
          theme,
          colors,
          background: slideshowReducer(
            s.background,
            {
              type: 'configure',
              rotateSeconds: theme.MODE.rotateBkgrndTime,
              isRandom: theme.MODE.isRandomBackground,
            },
            random.next(),
          ),
        })),
      setBackgroundPaths: (paths) =>
        set((s) => ({
          background: slideshowReducer(
            s.background,
            {
              type: 'load',
              paths,
              rotateSeconds: s.theme?.MODE.rotateBkgrndTime ?? s.background.rotateSeconds,
              isRandom: s.theme?.MODE.isRandomBackground ?? s.background.isRandom,
            },
            random.next(),
          ),
        })),
      dispatchBackground: (action) => set((s) => ({ background: slideshowReducer(s.background, action, random.next()) })),
    }),
    {
      name: THEME_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only preferences and the last theme; pictures and position are reloaded per theme.
      // A server-rendered page hydrates with the server's view first (app/ssr/stored-state.ts).
      skipHydration: isServerRenderedPage(),
      partialize: (s) => ({
        themeName: s.themeName,
        theme: s.theme,
        colors: s.colors,
        background: { isOn: s.background.isOn, isPausedByUser: s.background.isPausedByUser },
      }),
      merge: (persisted, current) => mergeSaved(persisted, current),
    },
  ),
);

/** For the theme picker: choose a theme by name ('default' = the company's). */
export function setTheme(name: string): void {
  useThemeStore.getState().setThemeName(name);
}
