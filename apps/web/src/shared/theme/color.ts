import { isAnyColor } from '@mostrador/shared/validation/patterns';

/** A colour with 0–255 channels and 0–1 alpha. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

function parseHex(hex: string): Rgba {
  const digits = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  const byte = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: digits.length === 8 ? byte(3) / 255 : 1 };
}

/**
 * Parses the colour syntaxes the theme editor accepts (shared `isAnyColor`, docs/product.md#themes): #rgb,
 * #rrggbb, #rrggbbaa, rgb(r, g, b) and rgba(r, g, b, a). Anything else gives null, so the
 * engine and the editor agree on what a valid colour is.
 */
export function parseColor(input: string): Rgba | null {
  const text = input.trim();
  if (!isAnyColor(text)) return null;
  if (text.startsWith('#')) return parseHex(text.slice(1));
  const [r = 0, g = 0, b = 0, a = 1] = (text.match(/\d*\.?\d+|\d+\./g) ?? []).map(Number);
  return { r, g, b, a };
}

/** Mixes `color` toward `target` by `amount` (0 = color, 1 = target); alpha is kept. */
export function mix(color: Rgba, target: Rgba, amount: number): Rgba {
  const t = Math.min(1, Math.max(0, amount));
  const lerp = (from: number, to: number) => from + (to - from) * t;
  return { r: lerp(color.r, target.r), g: lerp(color.g, target.g), b: lerp(color.b, target.b), a: color.a };
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** `rgba(r, g, b, a)` with whole channels and at most 3 decimals of alpha. */
export function toCss({ r, g, b, a }: Rgba): string {
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Number(a.toFixed(3))})`;
}

/** `#rrggbb` (alpha dropped), for Mantine's palettes. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Black or white, whichever reads better on `color` (higher WCAG contrast ratio). */
export function readableOn(color: Rgba): string {
  const l = luminance(color);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** A translucent colour as it shows over an opaque `backdrop` (alpha compositing). */
export function over(color: Rgba, backdrop: Rgba): Rgba {
  return { ...mix(backdrop, color, color.a), a: 1 };
}

/**
 * WCAG 2 contrast ratio of `text` on `background`, 1 to 21. Translucent colours are first laid
 * over `backdrop` (the page: white, or black in dark mode), as a person would see them.
 */
export function contrastRatio(text: Rgba, background: Rgba, backdrop: Rgba = WHITE): number {
  const bg = background.a < 1 ? over(background, backdrop) : background;
  const fg = text.a < 1 ? over(text, bg) : text;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;
