import { BACKGROUND_ROTATE_DEFAULT_S } from '@mostrador/shared/constants/limits';
import type { ThemeColors, ThemeMode } from '@mostrador/shared/schemas/themes';
import { DEFAULT_THEME_MODE } from '../../../shared/theme/theme-defaults';

/** What the editor holds while a person edits: the three parts of saveTheme's payload. */
export interface ThemeDraft {
  name: string;
  mode: ThemeMode;
  folder: string;
  colors: ThemeColors;
}

/** A new theme starts from the storefront's usual colours (positive, negative… are what notifications read). */
export const NEW_THEME_COLORS: ThemeColors = {
  primary: '#1f6f43',
  secondary: '#f2a900',
  accent: '#0b7285',
  positive: '#2b8a3e',
  negative: '#c92a2a',
  warning: '#f2c037',
  info: '#1864ab',
};

export const emptyDraft = (): ThemeDraft => ({
  name: '',
  mode: { ...DEFAULT_THEME_MODE, rotateBkgrndTime: BACKGROUND_ROTATE_DEFAULT_S },
  folder: '',
  colors: { ...NEW_THEME_COLORS },
});

/** The saveTheme body of a draft (docs/product.md#themes). */
export const toSaveBody = (draft: ThemeDraft, token: string) => ({
  token,
  THEME: { name: draft.name.trim(), MODE: draft.mode, FOLDER: draft.folder },
  COLORS: Object.fromEntries(Object.entries(draft.colors).map(([name, value]) => [name, value.trim()])),
});
