import { rotateHue, shade } from '../color';
import { DEPARTMENTS } from '../data/categories';
import type { DepartmentId, PackShape } from '../data/types';
import { hashString } from '../random';
import { multiWidthPath, pictureWidths } from '@mostrador/shared/format/picture-widths';
import type { PictureJob } from './render';
import { shapeLayout } from './packshot-shapes';
import { ASCENT_EM, FONT, blockHeight, fitText, svgDocument, textBlock } from './svg';

/** What the picture generator needs to draw one product. */
export interface ProductPictureSpec {
  sku: string;
  name: string;
  brand: string;
  presentation: string;
  laboratory: string;
  activeIngredient: string;
  department: DepartmentId;
  shape: PackShape;
  requiresPrescription: boolean;
}

export const PRODUCT_PICTURE_SIZE = 600;
/** Smaller widths beside each picture, for the storefront's srcset (decision 043). */
const EXTRA_WIDTHS = [320, 480] as const;

/** Where a demo product picture goes: 600 px, with 320 and 480 px beside it. */
export const productPicturePath = (name: string) => multiWidthPath(`products/${name}`, [...EXTRA_WIDTHS, PRODUCT_PICTURE_SIZE]);

/** The render job of a picture at `productPicturePath(name)` (older single-width names render one file). */
export function productPictureJob(picturePath: string, svg: () => string): PictureJob {
  const widths = pictureWidths(picturePath);
  const first = widths?.[0];
  // The stem is what comes before the smallest width's ".320w.webp".
  const stem = first ? first.path.slice(0, -`.${first.width}w.webp`.length) : '';
  return { path: picturePath, svg, ...(first ? { widths: { stem, widths: EXTRA_WIDTHS } } : {}) };
}

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

  const label = variant === 1 ? frontLabel(spec, cx, y, w - pad * 2, h, ink) : backLabel(spec, cx, x + pad, y, w - pad * 2, h, ink);
  const foot = layout.foot ? footText(spec.laboratory.toUpperCase(), layout.foot) : '';
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

/** Room between the label's edges and its text: the top one clears the colour stripe. */
const LABEL_TOP_PAD = 20;
const LABEL_BOTTOM_PAD = 10;

/**
 * Brand big, then the rest of the name, then the presentation, as on real packaging. The
 * presentation sits at the label's foot; title and subtitle share the height above it.
 */
function frontLabel(spec: ProductPictureSpec, cx: number, top: number, width: number, height: number, ink: string): string {
  const { title, subtitle } = splitName(spec.name, spec.brand);
  const bottom = top + height - LABEL_BOTTOM_PAD;
  // The presentation is small print: one line, unless that would make it smaller still.
  const presentation = keepTogether(spec.presentation);
  const presBox = { width, height: blockHeight(2, 15), maxFont: 15 };
  const presOneLine = fitText(presentation, { ...presBox, maxLines: 1 });
  const presFit = presOneLine.fontSize >= 12 ? presOneLine : fitText(presentation, { ...presBox, maxLines: 2 });
  const presTop = bottom - presFit.height;
  const textTop = top + LABEL_TOP_PAD;
  const room = presTop - 8 - textTop;
  const titleFit = fitText(title, { width, height: subtitle ? room * 0.45 : room, maxFont: 40, maxLines: 2, weight: 'bold' });
  const titleBlock = textBlock(titleFit, cx, textTop, { fill: ink });
  let svg = titleBlock.svg + textBlock(presFit, cx, presTop, { fill: '#555555' }).svg;
  if (subtitle) {
    const subTop = titleBlock.bottom + 6;
    // Below the title's size: a long brand shrunk to fit must still read as the headline.
    const subMax = Math.min(20, Math.round(titleFit.fontSize * 0.9));
    const subFit = fitText(keepTogether(subtitle), { width, height: presTop - 8 - subTop, maxFont: subMax, maxLines: 4 });
    svg += textBlock(subFit, cx, subTop, { fill: '#2b2b2b' }).svg;
  }
  return svg;
}

/** Back label: active ingredient and as many grey "small print" lines as the label has room for. */
function backLabel(spec: ProductPictureSpec, cx: number, left: number, top: number, width: number, height: number, ink: string): string {
  const bottom = top + height - LABEL_BOTTOM_PAD;
  const headingFit = fitText(spec.activeIngredient ? 'Fórmula' : 'Información', {
    width,
    height: 30,
    maxFont: 22,
    maxLines: 1,
    weight: 'bold',
  });
  const heading = textBlock(headingFit, cx, top + LABEL_TOP_PAD, { fill: ink });
  const detailTop = heading.bottom + 8;
  const detailFit = fitText(keepTogether(spec.activeIngredient || spec.presentation), {
    width,
    height: Math.min(blockHeight(3, 18), bottom - 40 - detailTop),
    maxFont: 18,
    maxLines: 3,
  });
  const detail = textBlock(detailFit, cx, detailTop, { fill: '#2b2b2b' });
  let svg = heading.svg + detail.svg;
  const barPitch = 16;
  const bars = Math.min(5, Math.floor((bottom - detail.bottom - 14) / barPitch));
  for (let i = 0; i < bars; i++) {
    const lineWidth = width * (i % 2 === 0 ? 0.95 : 0.8);
    svg += `<rect x="${left + (width - lineWidth) / 2}" y="${detail.bottom + 14 + i * barPitch}" width="${lineWidth}" height="6" rx="3" fill="#d5d8dc"/>`;
  }
  return svg;
}

/** The laboratory printed on the package under the label, shrunk to the package's width. */
function footText(text: string, foot: { x: number; y: number; width: number }): string {
  const fit = fitText(text, { width: foot.width, height: blockHeight(1, 15), maxFont: 15, maxLines: 1, weight: 'bold' });
  // `foot.y` is the baseline the shapes were drawn around.
  return textBlock(fit, foot.x, foot.y - fit.fontSize * ASCENT_EM, { fill: '#ffffff' }).svg;
}

/** A number stays on the line of the word after it: "500 mg", "24 tabletas", "1 200 000 UI". */
function keepTogether(text: string): string {
  return text.replace(/(\d) (?=\S)/g, '$1\u00a0');
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
