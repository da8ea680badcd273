import { FONT, escapeXml, fitText, svgDocument } from './svg';

/**
 * The brand mark: a pharmacy cross with a mortar and pestle cut out of its centre, on a
 * 100×100 grid. The cut-out takes the background colour so the mark reads at 16 px too.
 */
export function pharmacyMark(fg: string, cutout: string, hasMortar = true): string {
  const cross =
    `<rect x="34" y="8" width="32" height="84" rx="9" fill="${fg}"/>` +
    `<rect x="8" y="34" width="84" height="32" rx="9" fill="${fg}"/>`;
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
 * dark themes alike without a second file.
 */
export function logoSvg(name: string, slogan: string, primary: string): string {
  const { width, height } = LOGO_SIZE;
  const nameFit = fitText(name, { maxWidth: width - 230, maxFont: 52, minFont: 24, maxLines: 1, weight: 'bold' });
  const sloganFit = fitText(slogan, { maxWidth: width - 230, maxFont: 22, minFont: 12, maxLines: 1 });
  const body =
    `<rect width="${width}" height="${height}" rx="36" fill="${primary}"/>` +
    `<g transform="translate(28 28) scale(1.44)"><rect width="100" height="100" rx="24" fill="#ffffff"/>` +
    `<g transform="translate(8 8) scale(0.84)">${pharmacyMark(primary, '#ffffff')}</g></g>` +
    `<text x="200" y="104" ${FONT} font-size="${nameFit.fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(name)}</text>` +
    `<text x="202" y="148" ${FONT} font-size="${sloganFit.fontSize}" fill="#e3f4ec">${escapeXml(sloganFit.lines[0] ?? slogan)}</text>`;
  return svgDocument(width, height, body);
}
