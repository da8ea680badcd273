import { TIME_ZONE } from '@mostrador/shared/constants/limits';

const STAMP = new Intl.DateTimeFormat('es-MX', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 nov, 14:05" in Mexico City, whatever zone the device is in. */
export const formatDateTime = (iso: string): string => STAMP.format(new Date(iso));

const STAMP_WITH_YEAR = new Intl.DateTimeFormat('es-MX', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "22 nov 2026, 14:05" in Mexico City: for histories that span years (prices). */
export const formatDateTimeWithYear = (iso: string): string => STAMP_WITH_YEAR.format(new Date(iso));
