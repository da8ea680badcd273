import type { ProductPictureSpec } from '../catalogue';
import { rotateHue, shade } from '../color';
import { DEPARTMENTS } from '../data/categories';
import { hashString } from '../random';
import { shapeLayout } from './packshot-shapes';
import { FONT, escapeXml, fitText, svgDocument, textBlock } from './svg';

export const PRODUCT_PICTURE_SIZE = 600;

/**
 * A packshot-like illustration: the package silhouette in its department's colour (shifted per
 * brand so a shelf is not monotone) with a printed label. Variant 2 is the back of the package.
 */
export function productPictureSvg(spec: ProductPictureSpec, variant: 1 | 2 = 1): string {
  const hueShift = (hashString(spec.brand) % 41) - 20;
  const base = rotateHue(DEPARTMENTS[spec.department].color, hueShift);
  const colors = { body: base, light: shade(base, 0.35), dark: shade(base, -0.3), cap: shade(base, -0.45) };
  const layout = shapeLayout(spec.shape, colors);
  const { x, y, w, h, rx } = layout.label;
  const cx = x + w / 2;
  const pad = 12;
  const ink = shade(base, -0.55);

  const label = variant === 1 ? frontLabel(spec, cx, y, w - pad * 2, h, ink) : backLabel(spec, cx, x + pad, y, w - pad * 2, ink);
  const foot = layout.foot
    ? `<text x="${layout.foot.x}" y="${layout.foot.y}" ${FONT} font-size="15" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(spec.laboratory.toUpperCase())}</text>`
    : '';
  const badge = spec.requiresPrescription
    ? `<circle cx="${layout.badge.x}" cy="${layout.badge.y}" r="30" fill="#c62828" stroke="#ffffff" stroke-width="4"/>` +
      `<text x="${layout.badge.x}" y="${layout.badge.y + 9}" ${FONT} font-size="26" font-weight="bold" fill="#ffffff" text-anchor="middle">Rx</text>`
    : '';

  const body =
    // Flat backdrop with one lighter disc: a full-canvas radial gradient doubled the render time.
    `<rect width="600" height="600" fill="${shade(base, 0.9)}"/>` +
    `<circle cx="300" cy="290" r="250" fill="#ffffff" fill-opacity=".55"/>` +
    `<ellipse cx="300" cy="528" rx="210" ry="24" fill="#000000" fill-opacity=".13"/>` +
    layout.body +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="#ffffff"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="8" fill="${shade(base, 0.2)}"/>` +
    label +
    foot +
    badge;
  return svgDocument(PRODUCT_PICTURE_SIZE, PRODUCT_PICTURE_SIZE, body);
}

/** Brand big, then the rest of the name, then the presentation, as on real packaging. */
function frontLabel(spec: ProductPictureSpec, cx: number, top: number, width: number, height: number, ink: string): string {
  const { title, subtitle } = splitName(spec.name, spec.brand);
  const titleFit = fitText(title, { maxWidth: width, maxFont: 40, minFont: 18, maxLines: 2, weight: 'bold' });
  const titleBlock = textBlock(titleFit, cx, top + 22 + titleFit.fontSize, { fill: ink, weight: 'bold' });
  // The presentation is anchored to the label's foot; the subtitle gets whatever height is left.
  const presFit = fitText(spec.presentation, { maxWidth: width, maxFont: 16, minFont: 12, maxLines: 2 });
  const presLineHeight = presFit.fontSize * 1.18;
  const presY = top + height - 12 - (presFit.lines.length - 1) * presLineHeight;
  let svg = titleBlock.svg + textBlock(presFit, cx, presY, { fill: '#555555' }).svg;
  if (subtitle) {
    const subTop = titleBlock.bottom + 10;
    const maxHeight = presY - presFit.fontSize - 10 - subTop;
    const subFit = fitText(subtitle, { maxWidth: width, maxFont: 22, minFont: 13, maxLines: 3, maxHeight });
    svg += textBlock(subFit, cx, subTop + subFit.fontSize, { fill: '#2b2b2b' }).svg;
  }
  return svg;
}

/** Back label: active ingredient and a block of grey "small print" lines. */
function backLabel(spec: ProductPictureSpec, cx: number, left: number, top: number, width: number, ink: string): string {
  const heading = fitText(spec.activeIngredient ? 'Fórmula' : 'Información', { maxWidth: width, maxFont: 22, minFont: 16, maxLines: 1, weight: 'bold' });
  let svg = textBlock(heading, cx, top + 40, { fill: ink, weight: 'bold' }).svg;
  const detail = fitText(spec.activeIngredient || spec.presentation, { maxWidth: width, maxFont: 18, minFont: 12, maxLines: 3 });
  const block = textBlock(detail, cx, top + 72, { fill: '#2b2b2b' });
  svg += block.svg;
  for (let i = 0; i < 5; i++) {
    const lineWidth = width * (i % 2 === 0 ? 0.95 : 0.8);
    svg += `<rect x="${left + (width - lineWidth) / 2}" y="${block.bottom + 22 + i * 16}" width="${lineWidth}" height="6" rx="3" fill="#d5d8dc"/>`;
  }
  return svg;
}

/** "Tempra 500 mg 20 tabletas" → Tempra / 500 mg 20 tabletas; generics split at the first number. */
export function splitName(name: string, brand: string): { title: string; subtitle: string } {
  if (brand && name.toLowerCase().startsWith(brand.toLowerCase() + ' ')) {
    return { title: brand, subtitle: name.slice(brand.length + 1) };
  }
  const m = /^(.*?[^\d\s])\s+(\d.*)$/.exec(name);
  const [title, subtitle] = m?.[1] && m[2] ? [m[1], m[2]] : [name, ''];
  // A long generic name reads better as its first word big and the rest as the subtitle.
  if (title.length > 18 && title.includes(' ')) {
    const cut = title.indexOf(' ');
    return { title: title.slice(0, cut), subtitle: `${title.slice(cut + 1)} ${subtitle}`.trim() };
  }
  return { title, subtitle };
}
