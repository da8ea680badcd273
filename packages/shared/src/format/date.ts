/**
 * Dates as the storefront shows them, always in Mexico City time (docs/product.md#constants-and-limits) whatever zone the
 * device or the server runs in. Plain Intl: no locale data to load.
 */
import { TIME_ZONE } from '../constants/limits';
import { isCalendarDay } from '../validation/patterns';

export const SPANISH_MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;
export type SpanishMonth = (typeof SPANISH_MONTHS)[number];

/** Month name for a 0-based index, as Date#getMonth gives; anything else is "Enero" (docs/product.md#constants-and-limits). */
export function monthName(monthIndex: number): SpanishMonth {
  return (Number.isInteger(monthIndex) && SPANISH_MONTHS[monthIndex]) || 'Enero';
}

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const MEXICO_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar day an instant falls on in Mexico City. */
export function calendarDayInMexico(instant: Date): CalendarDay {
  const parts = MEXICO_DAY.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** 'YYYY-MM-DD', the wire's day format. */
export function toIsoDay({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Today's date in Mexico City as 'YYYY-MM-DD'; the default of the order lists (docs/product.md#constants-and-limits). */
export function todayInMexico(now: Date = new Date()): string {
  return toIsoDay(calendarDayInMexico(now));
}

const DAY_TEXT = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

/**
 * A day given as 'YYYY-MM-DD' or 'YYYY/MM/DD' is taken as that calendar day (no zone shift);
 * any other text or a Date is an instant, read in Mexico City. Null when it is not a date.
 */
export function toCalendarDay(value: Date | string): CalendarDay | null {
  const m = typeof value === 'string' ? DAY_TEXT.exec(value) : null;
  if (m) {
    const day = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    return isCalendarDay(day.year, day.month, day.day) ? day : null;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : calendarDayInMexico(instant);
}

/**
 * '22 de noviembre de 2026' (in Spanish a month is lower case mid-sentence; the month
 * list in docs/product.md#constants-and-limits keeps its capitals); an empty string for something that is not a date.
 */
export function formatDateLong(value: Date | string): string {
  const day = toCalendarDay(value);
  return day ? `${day.day} de ${monthName(day.month - 1).toLocaleLowerCase('es-MX')} de ${day.year}` : '';
}

const WIRE_DAY = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;
const SCREEN_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A calendar day as people in Mexico write it, 'DD/MM/AAAA' (a birth date: issue 18), from the
 * wire's 'YYYY-MM-DD' (or the spec's form format 'YYYY/MM/DD'); any other text as it is (an
 * empty birth date stays empty).
 */
export function dayOnScreen(wire: string): string {
  const m = WIRE_DAY.exec(wire.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : wire;
}

/** 'DD/MM/AAAA' as typed → the wire's 'YYYY-MM-DD'; anything else as typed (a form's check then refuses it). */
export function dayToWire(screen: string): string {
  const m = SCREEN_DAY.exec(screen);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : screen;
}

const MEXICO_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Minutes Mexico City's wall clock is ahead of UTC at an instant (−360 today). */
function mexicoOffsetMinutes(instant: Date): number {
  const parts = MEXICO_CLOCK.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a 'YYYY-MM-DD' day starts in Mexico City (its offset changed over the years). */
export function startOfDayInMexico(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - mexicoOffsetMinutes(new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - mexicoOffsetMinutes(new Date(guess)) * 60_000);
}

/** 'YYYY-MM-DD' plus a number of days (negative goes back). */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return toIsoDay({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

// Dense staff tables: "22 nov 2026, 14:05" in Mexico City, whatever zone the device is in. Made on
// first use, so a bundle that never shows one (the first download) does not carry it.
let stamp: Intl.DateTimeFormat | undefined;

/** "22 nov 2026, 14:05" (histories that span years: people, support, prices); empty for something not a date. */
export function formatStamp(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  stamp ??= new Intl.DateTimeFormat('es-MX', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return stamp.format(instant);
}
