/**
 * Pure predicates behind the form rules and the zod schemas, so both reject exactly the same
 * input. They take `unknown` because form values arrive untyped; a non-string never passes.
 */
import { PHONE_DIGITS } from '../constants/limits';

const DATE = /^(\d{4})\/(\d{2})\/(\d{2})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const FULLTIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
// Same pattern as zod's z.email(): practical, not RFC 5322 (which accepts addresses no one can type).
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const CHANNEL = String.raw`\s*(\d{1,3})\s*`;
const RGB = new RegExp(String.raw`^rgb\(${CHANNEL},${CHANNEL},${CHANNEL}\)$`);
const RGBA = new RegExp(String.raw`^rgba\(${CHANNEL},${CHANNEL},${CHANNEL},\s*(\d*\.?\d+|\d+\.)\s*\)$`);
const PHONE_PUNCTUATION = /[\s()-]/g;

const isString = (value: unknown): value is string => typeof value === 'string';

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Gregorian calendar day; year 0000 does not exist there. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function matchesDay(pattern: RegExp, value: unknown): boolean {
  const m = isString(value) ? pattern.exec(value) : null;
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** YYYY/MM/DD as typed in forms (mask ####/##/##), and a real date: no Feb 30. */
export const isDate = (value: unknown): boolean => matchesDay(DATE, value);
/** YYYY-MM-DD as on the wire (docs/product.md#api-conventions). */
export const isIsoDay = (value: unknown): boolean => matchesDay(ISO_DAY, value);
/** HH:MM, 00:00 to 23:59; two digits each, as the ##:## mask produces. */
export const isTime = (value: unknown): boolean => isString(value) && TIME.test(value);
export const isFulltime = (value: unknown): boolean => isString(value) && FULLTIME.test(value);
export const isEmail = (value: unknown): boolean => isString(value) && EMAIL.test(value);
export const isHexColor = (value: unknown): boolean => isString(value) && HEX.test(value);

const isByte = (text: string | undefined): boolean => Number(text) <= 255;

export function isRgbColor(value: unknown): boolean {
  const m = isString(value) ? RGB.exec(value) : null;
  return m !== null && [m[1], m[2], m[3]].every(isByte);
}

export function isRgbaColor(value: unknown): boolean {
  const m = isString(value) ? RGBA.exec(value) : null;
  return m !== null && [m[1], m[2], m[3]].every(isByte) && Number(m[4]) <= 1;
}

export const isAnyColor = (value: unknown): boolean => isHexColor(value) || isRgbColor(value) || isRgbaColor(value);

/** Ten digits; the mask's "(###) ### - ####" punctuation is tolerated, nothing else is. */
export function isPhone10(value: unknown): boolean {
  if (!isString(value)) return false;
  const digits = value.replace(PHONE_PUNCTUATION, '');
  return digits.length === PHONE_DIGITS && /^\d+$/.test(digits);
}

/** Empty means "not filled": undefined, null, blank text or an empty list. 0 and false are values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (isString(value)) return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}
