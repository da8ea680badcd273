/**
 * Input masks of docs/product.md#validation-rules in Quasar's notation ('#' = one digit; everything else is literal)
 * and the same patterns for react-imask, which the web uses ('0' = one digit).
 */
export const MASKS = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fulltime: '##:##:##',
  phone: '(###) ### - ####',
  card: '#### #### #### ####',
} as const;
export type MaskName = keyof typeof MASKS;

// Characters with a meaning in an IMask pattern must be escaped to stay literal.
const IMASK_SPECIAL = /[0a*[\]{}`\\]/;

/** Converts a '#'-mask to an IMask pattern: '#' → '0', IMask's own symbols escaped. */
export function toImaskPattern(mask: string): string {
  return [...mask].map((ch) => (ch === '#' ? '0' : IMASK_SPECIAL.test(ch) ? `\\${ch}` : ch)).join('');
}

export const IMASK_PATTERNS = Object.fromEntries(Object.entries(MASKS).map(([name, mask]) => [name, toImaskPattern(mask)])) as Record<
  MaskName,
  string
>;

/** Digits only: what the wire carries for a masked phone, card, date or time. */
export function unmask(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Lays the digits of `raw` over `mask`. Anything that is not a digit is ignored, so masking an
 * already masked value changes nothing. Literals appear only once a digit follows them, so a
 * partial input reads "(331" and not "(331) ". Digits beyond the mask are dropped.
 */
export function applyMask(mask: string, raw: string): string {
  const digits = unmask(raw);
  let out = '';
  let next = 0;
  for (const ch of mask) {
    if (next >= digits.length) break;
    out += ch === '#' ? digits[next++] : ch;
  }
  return out;
}

/** Whether every '#' of the mask has a digit. */
export function isMaskComplete(mask: string, value: string): boolean {
  return unmask(value).length === [...mask].filter((ch) => ch === '#').length;
}
