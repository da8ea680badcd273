import { isValidEan13 } from './ean13';

/**
 * Field rules of a catalogue product (docs/product.md#back-office-catalogue), shared by the back office's editor, the bulk
 * import and the server: one definition, so a file that passes the dry run is never refused
 * by the editor and the other way round. Each check answers null when the value is fine, or a
 * problem code the caller maps to a Spanish message.
 */
export type ProductFieldProblem = 'REQUIRED' | 'SKU_FORMAT' | 'EAN_FORMAT' | 'EAN_CHECK_DIGIT' | 'PRICE_FORMAT' | 'PRICE_NOT_POSITIVE';

/** Letters, digits and dashes, 1–40 characters: what ERPs print on labels and URLs carry safely. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

export function skuProblem(sku: string): ProductFieldProblem | null {
  if (sku.trim() === '') return 'REQUIRED';
  return SKU_PATTERN.test(sku) ? null : 'SKU_FORMAT';
}

export function ean13Problem(code: string): ProductFieldProblem | null {
  if (code.trim() === '') return 'REQUIRED';
  if (!/^\d{13}$/.test(code)) return 'EAN_FORMAT';
  return isValidEan13(code) ? null : 'EAN_CHECK_DIGIT';
}

/**
 * A price in pesos as people type it ("1234.5", "$1,234.50", "89"): at most two decimals,
 * greater than zero. Answers the normalised text with two decimals ("1234.50") or the problem.
 */
export function parsePesos(text: string): { ok: true; value: string } | { ok: false; problem: ProductFieldProblem } {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { ok: false, problem: 'REQUIRED' };
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return { ok: false, problem: 'PRICE_FORMAT' };
  const cents = Math.round(Number(cleaned) * 100);
  if (cents <= 0) return { ok: false, problem: 'PRICE_NOT_POSITIVE' };
  return { ok: true, value: (cents / 100).toFixed(2) };
}
