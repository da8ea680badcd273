const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a month (1–12) of a year, leap years included. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The century of a two-digit year, as the GS1 General Specifications (7.12) fix it: a year more
 * than 49 years ahead of `referenceYear` is last century's, one more than 50 behind is next century's.
 */
export function gs1FullYear(yy: number, referenceYear: number): number {
  const century = Math.floor(referenceYear / 100) * 100;
  const difference = yy - (referenceYear % 100);
  if (difference >= 51) return century - 100 + yy;
  if (difference <= -50) return century + 100 + yy;
  return century + yy;
}

/**
 * A GS1 date field, YYMMDD, as 'YYYY-MM-DD'; DD = 00 means the month's last day (an expiry
 * printed as a month). Null when it is no date.
 */
export function gs1Date(yymmdd: string, referenceYear: number): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = gs1FullYear(Number(yymmdd.slice(0, 2)), referenceYear);
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const last = daysIn(year, month);
  if (day > last) return null;
  return `${year}-${pad(month)}-${pad(day === 0 ? last : day)}`;
}
