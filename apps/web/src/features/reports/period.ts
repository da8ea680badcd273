import { addDays, todayInMexico } from '@mostrador/shared/format/date';

export type PeriodKind = 'day' | 'week' | 'month' | 'custom';

/** Monday = 0 … Sunday = 6 of an ISO day (the calendar's, no time zone involved). */
const weekdayOf = (isoDay: string) => (new Date(`${isoDay}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The days a period kind covers around `anchor` (Mexico City's calendar): the day itself, its
 * week from Monday, or its month from the 1st; a period never runs past today.
 */
export function periodOf(
  kind: Exclude<PeriodKind, 'custom'>,
  anchor: string,
  today = todayInMexico(),
): { DATE_START: string; DATE_END: string } {
  const clamp = (end: string) => (end > today ? today : end);
  if (kind === 'day') return { DATE_START: anchor, DATE_END: anchor };
  if (kind === 'week') {
    const start = addDays(anchor, -weekdayOf(anchor));
    return { DATE_START: start, DATE_END: clamp(addDays(start, 6)) };
  }
  const start = `${anchor.slice(0, 8)}01`;
  const next = `${addDays(start, 31).slice(0, 8)}01`;
  return { DATE_START: start, DATE_END: clamp(addDays(next, -1)) };
}
