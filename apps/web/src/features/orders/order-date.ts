import { TIME_ZONE } from '@mostrador/shared/constants/limits';
import { formatDateLong } from '@mostrador/shared/format/date';
import { t } from '@mostrador/shared/messages/es-MX';

// es-MX alone gives "2:05 p.m."; a 24-hour "14:05" is shorter on a phone and on the ticket.
const MEXICO_TIME = new Intl.DateTimeFormat('es-MX', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "14:05" in Mexico City, whatever zone the device is in; empty for something not a date. */
export function formatTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : MEXICO_TIME.format(instant);
}

/** "22 de noviembre de 2026, 14:05" (the month lower case mid-sentence). */
export function formatDateTime(iso: string): string {
  const time = formatTime(iso);
  return time ? `${formatDateLong(iso)}, ${time}` : '';
}

/** "1 pieza", "3 piezas". */
export const piecesText = (units: number): string => (units === 1 ? t('cart.onePiece') : t('cart.pieces', { units }));
