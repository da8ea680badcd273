import { fitText, svgDocument, textBlock } from './svg';

/**
 * The brand mark: a pharmacy cross with a mortar and pestle cut out of its centre, on a
 * 100×100 grid. The cut-out takes the background colour so the mark reads at 16 px too.
 */
export function pharmacyMark(fg: string, cutout: string, hasMortar = true): string {
  const cross =
    `<rect x="34" y="8" width="32" height="84" rx="9" fill="${fg}"/>` + `<rect x="8" y="34" width="84" height="32" rx="9" fill="${fg}"/>`;
  if (!hasMortar) return cross;
  return (
    cross +
    `<path d="M35 47 H65 Q65 65 50 67 Q35 65 35 47 Z" fill="${cutout}"/>` +
    `<rect x="42" y="66" width="16" height="5" rx="2" fill="${cutout}"/>` +
    `<line x1="60" y1="30" x2="50" y2="47" stroke="${cutout}" stroke-width="5" stroke-linecap="round"/>`
  );
}

/**
 * Square icon: the mark on a rounded tile, used for every favicon size. Below 32 px the mortar
 * would be a two-pixel smudge, so the smallest icon shows the plain cross.
 */
export function iconSvg(size: number, fg: string, tile: string): string {
  const mark = pharmacyMark(fg, tile, size >= 32);
  const body = `<rect width="100" height="100" rx="22" fill="${tile}"/><g transform="translate(6 6) scale(0.88)">${mark}</g>`;
  return svgDocument(size, size, `<g transform="scale(${size / 100})">${body}</g>`);
}

export const LOGO_SIZE = { width: 720, height: 200 };

/**
 * Company logo: mark and name on a solid green plate, so it stays legible on the light and the
 * dark themes alike without a second file. Name and slogan are fitted to the space right of the
 * mark (the slogan may take two lines) and centred on the mark's middle.
 */
export function logoSvg(name: string, slogan: string, primary: string): string {
  const { width, height } = LOGO_SIZE;
  const tile = { x: 28, size: 144 };
  const left = tile.x + tile.size + 28;
  const box = { width: width - left - 36, height: height - 2 * tile.x };
  const nameFit = fitText(name, { ...box, height: box.height * 0.5, maxFont: 56, maxLines: 1, weight: 'bold' });
  const gap = nameFit.fontSize * 0.2;
  const sloganFit = fitText(slogan, { ...box, height: box.height - nameFit.height - gap, maxFont: 22, maxLines: 2 });
  const top = (height - (nameFit.height + gap + sloganFit.height)) / 2;
  const nameBlock = textBlock(nameFit, left, top, { fill: '#ffffff', anchor: 'start' });
  const body =
    `<rect width="${width}" height="${height}" rx="36" fill="${primary}"/>` +
    `<g transform="translate(${tile.x} ${tile.x}) scale(${tile.size / 100})"><rect width="100" height="100" rx="24" fill="#ffffff"/>` +
    `<g transform="translate(8 8) scale(0.84)">${pharmacyMark(primary, '#ffffff')}</g></g>` +
    nameBlock.svg +
    textBlock(sloganFit, left + 2, nameBlock.bottom + gap, { fill: '#e3f4ec', anchor: 'start' }).svg;
  return svgDocument(width, height, body);
}
