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
