/**
 * Pesos as people in Mexico read them: "$1,234.50" (docs/product.md#api-conventions). es-MX writes MXN with a bare "$"
 * (not "MX$") and groups from the thousands, which es-ES does not — hence the explicit locale.
 */
const MXN = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  // 'negative' keeps "-$0.00" away when a tiny negative rounds to zero.
  signDisplay: 'negative',
});

/** Shown for a value that is not an amount, so a bad price never reads as "$0.00". */
export const MONEY_PLACEHOLDER = '—';

const AMOUNT = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads an amount as typed or as shown: "1234.5", "$1,234.50", "-$1,234.50", " 1 234 ".
 * Returns null for anything else. Commas are always grouping: es-MX uses "." for decimals.
 */
export function parseMoney(text: string): number | null {
  const plain = text.replace(/[\s$,]/g, '').replace(/^MXN|MXN$/g, '');
  return AMOUNT.test(plain) ? Number(plain) : null;
}

/** Numbers and numeric strings (pg's numeric arrives as text) both format; rounding is to cents. */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'number' ? value : parseMoney(value);
  return amount !== null && Number.isFinite(amount) ? MXN.format(amount) : MONEY_PLACEHOLDER;
}
