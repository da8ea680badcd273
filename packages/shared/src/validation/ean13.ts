/** GS1 prefix assigned to Mexico; barcodes printed on Mexican packaging start with it. */
export const MEXICO_GS1_PREFIX = '750';

/** EAN-13 check digit of the first 12 digits (weights 1,3,1,3… from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * A Mexican EAN-13: 750 + 4-digit company code + 5-digit item reference + check digit.
 * Distinct item references give distinct barcodes whatever the company code.
 */
export function makeEan13(companyCode: number, itemReference: number): string {
  const first12 = MEXICO_GS1_PREFIX + String(companyCode).padStart(4, '0') + String(itemReference).padStart(5, '0');
  if (first12.length !== 12) throw new Error(`Company code ${companyCode} or item ${itemReference} out of range`);
  return first12 + ean13CheckDigit(first12);
}
