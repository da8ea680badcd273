import type { ThemeColors, ThemeMode } from '@mostrador/shared/schemas/themes';
import { applyFavicons } from './favicons';
import { buildThemeCss, writeThemeCss } from './graduations';
import { mantineVariablesCss } from './mantine-variables';

export interface AppliedTheme {
  /** Theme name, exposed as `<html data-theme>` for styles and tests. */
  name: string;
  mode: ThemeMode;
  colors: ThemeColors;
}

/** 0..1, or null when the value means "leave it alone" (docs/product.md#themes: -1). */
export function opacityOrNull(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.min(1, value);
}

/**
 * Applies a theme to the document in one pass: colour CSS and Mantine's theme variables (one
 * write), colour scheme (`data-mantine-color-scheme`, which Mantine's CSS follows; a Mantine
 * scope sets the same value), `data-theme`, `--container-opacity`, `--background-opacity` and
 * the favicon set. Called before React renders too, so a returning visitor sees no flash.
 */
export function applyTheme({ name, mode, colors }: AppliedTheme, doc: Document = document): void {
  const root = doc.documentElement;
  const scheme = mode.dark ? 'dark' : 'light';
  writeThemeCss(`${buildThemeCss(colors, mode.dark)}\n${mantineVariablesCss(colors)}`, doc);
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.style.colorScheme = scheme;
  root.dataset.theme = name;
  root.style.setProperty('--container-opacity', String(opacityOrNull(mode.opacityContainers) ?? 1));
  const background = opacityOrNull(mode.opacityBackground);
  if (background === null) root.style.removeProperty('--background-opacity');
  else root.style.setProperty('--background-opacity', String(background));
  applyFavicons(mode.dark, doc);
}
