/**
 * Pesos as people in Mexico read them: "$1,234.50" (docs/product.md#api-conventions). es-MX writes MXN with a bare "$"
 * (not "MX$") and groups from the thousands, which es-ES does not — hence the explicit locale.
 */
let mxn: Intl.NumberFormat | undefined;
/** Made on first need: its creation is the expensive part (decision 085). */
const intlPesos = () =>
  (mxn ??= new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    // 'negative' keeps "-$0.00" away when a tiny negative rounds to zero.
    signDisplay: 'negative',
  }));

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

/** An amount already in whole cents, as prices and most totals are, read from its shortest form: nothing to round. */
const EXACT_CENTS = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Numbers and numeric strings (pg's numeric arrives as text) both format; rounding is to cents.
 * An amount in whole cents is written out directly: creating the first `Intl.NumberFormat` of a
 * page loads ICU data, 50–90 ms of a phone's hydration for a page of prices (decision 085). Every
 * amount with something to round goes to Intl, and a test holds the two to the same output.
 */
export function formatMoney(value: number | string): string {
  const amount = typeof value === 'number' ? value : parseMoney(value);
  if (amount === null || !Number.isFinite(amount)) return MONEY_PLACEHOLDER;
  const exact = EXACT_CENTS.exec(String(amount));
  if (!exact) return intlPesos().format(amount);
  const [, minus, whole = '0', cents = ''] = exact;
  return `${minus}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents.padEnd(2, '0')}`;
}
