import { mexicoCityClock } from '@mostrador/shared/format/mexico-city-clock';
import type { Branch } from '@mostrador/shared/schemas/company';
import { t } from '@mostrador/shared/messages/es-MX';

export type BranchHours = Branch['HOURS'][number];

/** Spanish weekday names by DAY (0 = domingo … 6 = sábado, as the contract numbers them). */
export const WEEKDAYS = [
  t('day.sunday'),
  t('day.monday'),
  t('day.tuesday'),
  t('day.wednesday'),
  t('day.thursday'),
  t('day.friday'),
  t('day.saturday'),
] as const;

/** Weekday (0–6) and minutes since midnight in Mexico City, whatever the device's zone. */
export function mexicoClock(now: Date = new Date()): { day: number; minutes: number } {
  const { weekday, minutes } = mexicoCityClock(now);
  return { day: weekday, minutes };
}

function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

export function hoursOfDay(hours: readonly BranchHours[], day: number): BranchHours | undefined {
  return hours.find((h) => h.DAY === day);
}

/** Open at `minutes` of that day; a CLOSE at or before OPEN means it closes after midnight. */
export function isOpenAt(entry: BranchHours | undefined, minutes: number): boolean {
  if (!entry) return false;
  if (isAllDay(entry)) return true;
  const open = toMinutes(entry.OPEN);
  const close = toMinutes(entry.CLOSE);
  if (close > open) return minutes >= open && minutes < close;
  return minutes >= open || minutes < close;
}

/** Open the whole day: 00:00 to 24:00 (or 23:59), or the same time for opening and closing. */
export function isAllDay(entry: BranchHours): boolean {
  const open = toMinutes(entry.OPEN);
  const close = toMinutes(entry.CLOSE);
  return open === close || (open === 0 && close >= 23 * 60 + 59);
}

/** "08:00 a 22:00", "Abierto 24 horas", or "Cerrado" when the branch has no hours that day. */
export function describeHours(entry: BranchHours | undefined): string {
  if (!entry) return t('branch.closed');
  return isAllDay(entry) ? t('branch.allDay') : `${entry.OPEN} a ${entry.CLOSE}`;
}

export interface TodayHours {
  text: string;
  isOpenNow: boolean;
  isAllDay: boolean;
}

export function todayHours(hours: readonly BranchHours[], now: Date = new Date()): TodayHours {
  const { day, minutes } = mexicoClock(now);
  const entry = hoursOfDay(hours, day);
  return {
    text: describeHours(entry),
    isOpenNow: isOpenAt(entry, minutes),
    isAllDay: !!entry && isAllDay(entry),
  };
}
