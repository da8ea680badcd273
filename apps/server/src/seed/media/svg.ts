/**
 * SVG building blocks for generated pictures. Text uses the generic DejaVu Sans family, which
 * sharp's librsvg finds on any Debian-like system, so no font is downloaded or bundled.
 */
export const FONT = `font-family="DejaVu Sans, sans-serif"`;

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

// ---------------------------------------------------------------------------------------------
// Text fitting. SVG text does not wrap and librsvg cannot be asked how wide a string is, so the
// layout estimates widths from DejaVu Sans' own advance widths and keeps every text block inside
// the box it is given: words wrap onto lines and the font shrinks until the block fits.

export type FontWeight = 'normal' | 'bold';

/**
 * Advance widths of DejaVu Sans Book and Bold for ASCII 32–126, in thousandths of an em, as
 * librsvg lays them out (measured by rendering each glyph). Kerning only ever narrows a string,
 * and the usual fallbacks for `sans-serif` (Liberation, Noto) are narrower than DejaVu.
 */
// prettier-ignore
const ASCII_ADVANCE: Record<FontWeight, readonly number[]> = {
  normal: [318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,709,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,595,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,395,521,392,634,592,818,592,592,525,636,337,636,838],
  bold: [348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,680,703,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838],
};
/** Non-ASCII signs the data uses, [Book, Bold]; accented letters take their base letter's width. */
// prettier-ignore
const OTHER_ADVANCE: Record<string, readonly [number, number]> = {
  '¿': [531, 580], '¡': [401, 456], '°': [500, 500], '…': [1000, 1000], '›': [400, 412], '×': [838, 838], '·': [318, 380],
  '–': [500, 500], '—': [1000, 1000], 'º': [471, 564], 'ª': [471, 564], '²': [401, 438], '³': [401, 438], 'µ': [636, 736],
  '®': [1000, 1000], '©': [1000, 1000], '\u00a0': [318, 348],
};
/** Anything else (another script, an emoji) is assumed as wide as an em: too wide rather than clipped. */
const UNKNOWN_ADVANCE = 1000;
/** Head-room over the measured widths, for glyph positions rounded to whole pixels at small sizes. */
const WIDTH_SAFETY = 1.04;

/** Vertical extent of a line around its baseline, in em: accented capitals reach 0.93, descenders 0.24. */
export const ASCENT_EM = 0.94;
export const DESCENT_EM = 0.24;
export const LINE_HEIGHT_EM = 1.18;

const ASCII_EM: Record<FontWeight, readonly number[]> = {
  normal: ASCII_ADVANCE.normal.map((u) => (u / 1000) * WIDTH_SAFETY),
  bold: ASCII_ADVANCE.bold.map((u) => (u / 1000) * WIDTH_SAFETY),
};
const advanceCache: Record<FontWeight, Map<string, number>> = { normal: new Map(), bold: new Map() };

/** Width in em of a character outside ASCII (or half of a surrogate pair), cached. */
function advance(char: string, weight: FontWeight): number {
  const cache = advanceCache[weight];
  let em = cache.get(char);
  if (em === undefined) {
    const other = OTHER_ADVANCE[char];
    const base = char.normalize('NFD').charCodeAt(0); // á → a, Ñ → N
    const units = other ? other[weight === 'bold' ? 1 : 0] : base >= 32 && base <= 126 ? ASCII_ADVANCE[weight][base - 32] : undefined;
    em = ((units ?? UNKNOWN_ADVANCE) / 1000) * WIDTH_SAFETY;
    cache.set(char, em);
  }
  return em;
}

/** Estimated width of `text` on one line, in px, at `fontSize`; errs on the wide side. */
export function textWidth(text: string, fontSize: number, weight: FontWeight = 'normal'): number {
  const ascii = ASCII_EM[weight];
  let em = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Surrogate pairs (emoji) count once, at the unknown width, from their first half.
    em += code >= 32 && code <= 126 ? (ascii[code - 32] ?? 0) : code >= 0xdc00 && code <= 0xdfff ? 0 : advance(text.charAt(i), weight);
  }
  return em * fontSize;
}

/** Height a block of `lineCount` lines takes, from the top of its accents to its last descender. */
export function blockHeight(lineCount: number, fontSize: number, lineHeight = LINE_HEIGHT_EM): number {
  return lineCount > 0 ? fontSize * (ASCENT_EM + DESCENT_EM + (lineCount - 1) * lineHeight) : 0;
}

export interface FittedText {
  fontSize: number;
  weight: FontWeight;
  lineHeight: number;
  lines: string[];
  /** Estimated width of the widest line and height of the block (see `blockHeight`), in px. */
  width: number;
  height: number;
}

export interface TextBox {
  width: number;
  height: number;
  /** Largest font size wanted; the text shrinks from here until it fits. */
  maxFont: number;
  maxLines?: number;
  weight?: FontWeight;
  /** Line pitch in em; defaults to `LINE_HEIGHT_EM`. */
  lineHeight?: number;
}

/** A piece of text the wrap keeps whole, its width at 1 px and whether a space precedes it. */
interface Token {
  text: string;
  width: number;
  isGlued: boolean;
}

/**
 * Words split at ordinary white space (a no-break space, U+00A0, holds "500 mg" together);
 * with `breakCompounds`, also after a "/" or "-" inside a word: "Amoxicilina/" + "Ácido".
 */
function tokenize(text: string, weight: FontWeight, breakCompounds: boolean): Token[] {
  const tokens: Token[] = [];
  for (const word of text.split(/[ \t\r\n]+/)) {
    let start = 0;
    if (breakCompounds) {
      for (let i = 1; i < word.length - 1; i++) {
        if (word[i] !== '/' && word[i] !== '-') continue;
        tokens.push(token(word.slice(start, i + 1), weight, start > 0));
        start = i + 1;
      }
    }
    if (word) tokens.push(token(word.slice(start), weight, start > 0));
  }
  return tokens;
}

function token(text: string, weight: FontWeight, isGlued: boolean): Token {
  return { text, width: textWidth(text, 1, weight), isGlued };
}

/** Greedy wrap at `fontSize` into lines no wider than `maxWidth`; null when one token alone is wider. */
function wrapTokens(tokens: readonly Token[], space: number, fontSize: number, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const token of tokens) {
    const width = token.width * fontSize;
    if (width > maxWidth) return null;
    const gap = token.isGlued ? 0 : space * fontSize;
    if (line && lineWidth + gap + width <= maxWidth) {
      line += token.isGlued ? token.text : ` ${token.text}`;
      lineWidth += gap + width;
    } else {
      if (line) lines.push(line);
      line = token.text;
      lineWidth = width;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** How many lines `wrapTokens` would make (Infinity for null), without building them. */
function countLines(tokens: readonly Token[], space: number, fontSize: number, maxWidth: number): number {
  let count = 0;
  let lineWidth = 0;
  for (const token of tokens) {
    const width = token.width * fontSize;
    if (width > maxWidth) return Infinity;
    const next = lineWidth + (token.isGlued ? 0 : space * fontSize) + width;
    if (count > 0 && next <= maxWidth) {
      lineWidth = next;
    } else {
      count++;
      lineWidth = width;
    }
  }
  return count;
}

/**
 * Fits `text` into a box: the largest font size (whole pixels, from `maxFont` down) at which
 * it wraps into at most `maxLines` lines no wider than the box, in a block no taller than it.
 * Lines break between words, and inside a compound after its "/" or "-" only when keeping it
 * whole would cost a much smaller font. A word too long for the box shrinks the font rather
 * than overflow: the result always fits, however small that makes it. The lines are then
 * balanced (the narrowest wrap with as many lines), so a wrapped title leaves no word dangling.
 */
export function fitText(text: string, box: TextBox): FittedText {
  const weight = box.weight ?? 'normal';
  const lineHeight = box.lineHeight ?? LINE_HEIGHT_EM;
  const maxLines = box.maxLines ?? Infinity;
  const space = textWidth(' ', 1, weight);
  const result = (fontSize: number, lines: string[]): FittedText => ({
    fontSize,
    weight,
    lineHeight,
    lines,
    width: Math.max(0, ...lines.map((l) => textWidth(l, fontSize, weight))),
    height: blockHeight(lines.length, fontSize, lineHeight),
  });
  const words = tokenize(text, weight, false);
  if (words.length === 0) return result(Math.floor(box.maxFont), []);
  const pieces = /[/-]/.test(text) ? tokenize(text, weight, true) : words;
  const wordFit = largestFit(words, box, space, lineHeight, maxLines);
  // Breaking "Alka-Seltzer" earns a slightly larger font at the cost of the brand's look:
  // worth it only when keeping words whole would shrink the text a lot.
  const pieceFit = pieces.length > words.length ? largestFit(pieces, box, space, lineHeight, maxLines) : null;
  const best = pieceFit && (!wordFit || wordFit.size < pieceFit.size * COMPOUND_BREAK_GAIN) ? pieceFit : wordFit;
  return best ? result(best.size, best.lines) : result(0, []);
}

/** Breaking inside a compound must allow a font at least this much larger (1 / 0.8 = 25%). */
const COMPOUND_BREAK_GAIN = 0.8;

/**
 * The largest size at which `tokens` fit the box, with its balanced lines; null if none does
 * (a box with no room at all). Sizes are whole pixels, or half pixels below 8 px.
 */
function largestFit(
  tokens: readonly Token[],
  box: TextBox,
  space: number,
  lineHeight: number,
  maxLines: number,
): { size: number; lines: string[] } | null {
  const fitsAt = (size: number) => {
    const lines = countLines(tokens, space, size, box.width);
    return lines <= maxLines && blockHeight(lines, size, lineHeight) <= box.height;
  };
  // Fitting is monotonic in the size (a smaller font never needs more lines, nor more height),
  // so the largest fitting size is found by bisection. Above `start` nothing can fit: the widest
  // token must fit the width, and one line the height.
  const widest = Math.max(...tokens.map((t) => t.width));
  const start = Math.min(box.maxFont, box.width / widest, box.height / (ASCENT_EM + DESCENT_EM));
  const size =
    start >= 8 && fitsAt(8)
      ? largestOnGrid(8, Math.floor(start), 1, fitsAt)
      : largestOnGrid(0.5, Math.min(7.5, Math.floor(start * 2) / 2), 0.5, fitsAt);
  if (size === null) return null;
  const lineCount = countLines(tokens, space, size, box.width);
  // Balance: the narrowest width that still wraps into as many lines (the line count only
  // grows as the width shrinks, so a bisection finds it too).
  let [narrow, wide] = [widest * size, box.width];
  while (wide - narrow > 1) {
    const mid = (narrow + wide) / 2;
    if (countLines(tokens, space, size, mid) <= lineCount) wide = mid;
    else narrow = mid;
  }
  const lines = wrapTokens(tokens, space, size, wide) ?? wrapTokens(tokens, space, size, box.width);
  return lines ? { size, lines } : null;
}

/** Largest of `low`, `low + step`, … `high` for which the monotonic `fits` holds, or null. */
function largestOnGrid(low: number, high: number, step: number, fits: (size: number) => boolean): number | null {
  let [lo, hi] = [Math.round(low / step), Math.round(high / step)];
  if (hi < lo || !fits(lo * step)) return null;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid * step)) lo = mid;
    else hi = mid - 1;
  }
  return lo * step;
}

/**
 * A fitted block as SVG text, its top edge at `top` (the top of accented capitals) and `x` its
 * centre or left edge depending on `anchor`. Returns the markup and the block's bottom edge.
 */
export function textBlock(
  fitted: FittedText,
  x: number,
  top: number,
  attrs: { fill: string; anchor?: 'middle' | 'start' },
): { svg: string; bottom: number } {
  const bottom = top + fitted.height;
  if (fitted.lines.length === 0) return { svg: '', bottom };
  const firstBaseline = top + fitted.fontSize * ASCENT_EM;
  const pitch = fitted.fontSize * fitted.lineHeight;
  const tspans = fitted.lines
    .map((line, i) => `<tspan x="${round(x)}" y="${round(firstBaseline + i * pitch)}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg = `<text ${FONT} font-size="${fitted.fontSize}" font-weight="${fitted.weight}" fill="${attrs.fill}" text-anchor="${attrs.anchor ?? 'middle'}">${tspans}</text>`;
  return { svg, bottom };
}

const round = (n: number) => Math.round(n * 10) / 10;
