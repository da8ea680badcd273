/**
 * SVG building blocks for generated pictures. Text uses the generic DejaVu Sans family, which
 * sharp's librsvg finds on any Debian-like system, so no font is downloaded or bundled.
 */
export const FONT = `font-family="DejaVu Sans, sans-serif"`;

/** DejaVu Sans is wide: average advance ≈ 0.55 em regular, 0.62 em bold (measured on mixed-case labels). */
const CHAR_EM = { regular: 0.55, bold: 0.62 } as const;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
}

/** Greedy word wrap by estimated width; long words are kept whole (they shrink the font instead). */
export function wrap(text: string, maxWidth: number, fontSize: number, weight: keyof typeof CHAR_EM = 'regular'): string[] {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * CHAR_EM[weight])));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Largest font size (stepping down) at which `text` fits in `maxLines` lines of `maxWidth`;
 * at the minimum size the last line is cut with an ellipsis rather than overflow the label.
 */
export function fitText(
  text: string,
  opts: {
    maxWidth: number;
    maxFont: number;
    minFont: number;
    maxLines: number;
    /** Optional height budget (line height 1.18 em); limits the lines as well. */
    maxHeight?: number;
    weight?: keyof typeof CHAR_EM;
  },
): FittedText {
  const weight = opts.weight ?? 'regular';
  const linesAt = (size: number) =>
    Math.max(1, Math.min(opts.maxLines, Math.floor(((opts.maxHeight ?? Infinity) - size) / (size * 1.18)) + 1));
  for (let size = opts.maxFont; size >= opts.minFont; size -= 2) {
    const lines = wrap(text, opts.maxWidth, size, weight);
    const widest = Math.max(...lines.map((l) => l.length)) * size * CHAR_EM[weight];
    if (lines.length <= linesAt(size) && widest <= opts.maxWidth) return { fontSize: size, lines };
  }
  const lines = wrap(text, opts.maxWidth, opts.minFont, weight);
  const maxChars = Math.floor(opts.maxWidth / (opts.minFont * CHAR_EM[weight]));
  const maxLines = linesAt(opts.minFont);
  const kept = lines.slice(0, maxLines).map((l) => (l.length > maxChars ? l.slice(0, maxChars - 1) + '…' : l));
  if (lines.length > maxLines) {
    const last = kept[kept.length - 1] ?? '';
    kept[kept.length - 1] = (last.length >= maxChars ? last.slice(0, maxChars - 1) : last) + '…';
  }
  return { fontSize: opts.minFont, lines: kept };
}

/** Centred multi-line text block whose first baseline is at `y`; returns the markup and the y after it. */
export function textBlock(
  fitted: FittedText,
  x: number,
  y: number,
  attrs: { fill: string; weight?: 'bold' | 'normal'; anchor?: 'middle' | 'start'; lineHeight?: number },
): { svg: string; bottom: number } {
  const lh = fitted.fontSize * (attrs.lineHeight ?? 1.18);
  const tspans = fitted.lines
    .map((line, i) => `<tspan x="${x}" y="${(y + i * lh).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<text ${FONT} font-size="${fitted.fontSize}" font-weight="${attrs.weight ?? 'normal'}" fill="${attrs.fill}" text-anchor="${attrs.anchor ?? 'middle'}">${tspans}</text>`;
  return { svg, bottom: y + (fitted.lines.length - 1) * lh };
}
