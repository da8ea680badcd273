import { shade } from '../color';
import type { ThemeSeed } from '../data/themes';
import { hashString, seededRandom } from '../random';
import { radialGlow, svgDocument } from './svg';

export const BACKGROUND_SIZE = { width: 1600, height: 1000 };

/**
 * Soft abstract background for a theme: its background colour as a gentle gradient with large
 * blurred-looking blobs of the theme's accents. Radial gradients imitate blur at a fraction of
 * the cost of an SVG blur filter at this size. Dark themes keep the base dark and the blobs dim.
 */
export function backgroundSvg(theme: ThemeSeed, index: number): string {
  const { width, height } = BACKGROUND_SIZE;
  const random = seededRandom(hashString(`${theme.folder}-${index}`));
  const c = theme.colors;
  const isDark = theme.mode.dark;
  const base = c.background;
  // The accent is left out: mixed with the others it turned the light backgrounds muddy brown.
  const tints = [c.primary, c.secondary, c.info];
  const strength = isDark ? 0.26 : 0.3;
  const defs = [
    `<linearGradient id="base" x1="0" y1="0" x2="${(random() * 0.6 + 0.4).toFixed(2)}" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${shade(base, isDark ? 0.06 : -0.05)}"/></linearGradient>`,
    ...tints.map((tint, i) => radialGlow(`g${i}`, tint, strength)),
  ].join('');
  let body = `<rect width="${width}" height="${height}" fill="url(#base)"/>`;
  const blobs = 5 + (index % 3);
  for (let i = 0; i < blobs; i++) {
    const r = (0.25 + random() * 0.35) * width;
    const cx = random() * width;
    const cy = random() * height;
    body += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${r.toFixed(0)}" ry="${(r * (0.6 + random() * 0.5)).toFixed(0)}" fill="url(#g${(i + index) % tints.length})"/>`;
  }
  // A few thin arcs give the picture structure without drawing the eye from the content.
  const stroke = isDark ? '#ffffff' : c.primary;
  for (let i = 0; i < 3; i++) {
    const y = (0.2 + random() * 0.6) * height;
    body += `<path d="M -50 ${y.toFixed(0)} C ${width * 0.3} ${(y - 220 + random() * 440).toFixed(0)}, ${width * 0.7} ${(y - 220 + random() * 440).toFixed(0)}, ${width + 50} ${(y - 120 + random() * 240).toFixed(0)}" fill="none" stroke="${stroke}" stroke-opacity="${isDark ? 0.06 : 0.08}" stroke-width="${(2 + random() * 4).toFixed(1)}"/>`;
  }
  return svgDocument(width, height, body, defs);
}
