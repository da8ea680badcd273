/**
 * Pesos as people in Mexico read them: "$1,234.50" (docs/product.md#api-conventions). es-MX writes MXN with a bare "$"
 * (not "MX$") and groups from the thousands, which es-ES does not. Written out rather than with
 * `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })`, whose first use loads the
 * locale's data: a blocking task of its own in the browser while a page of prices hydrates
 * (decision 081). The output is Intl's to the character (a test compares them): the amount's
 * shortest decimal form rounded half away from zero to cents, no "-" on an amount that rounds to 0.
 */
function plainDecimal(amount: number): string {
  const text = String(amount);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = match[1]! + (match[2] ?? '');
  const point = match[1]!.length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  return point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Cents of a non-negative amount as a digit string, rounded half up from its shortest decimal form. */
function centsOf(amount: number): string {
  const [whole = '0', fraction = ''] = plainDecimal(amount).split('.');
  const kept = (whole + fraction.padEnd(2, '0').slice(0, 2)).replace(/^0+(?=\d)/, '');
  if ((fraction[2] ?? '0') < '5') return kept;
  // Add one cent to the digit string (it can be longer than a safe integer).
  const out = kept.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) out.unshift('1');
  else out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

function mxn(amount: number): string {
  const cents = centsOf(Math.abs(amount)).padStart(3, '0');
  const whole = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && /[1-9]/.test(cents) ? '-' : '';
  return `${sign}$${whole}.${cents.slice(-2)}`;
}

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
  return amount !== null && Number.isFinite(amount) ? mxn(amount) : MONEY_PLACEHOLDER;
}
