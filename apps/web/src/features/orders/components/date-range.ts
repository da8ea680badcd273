import { ORDER_HISTORY_MAX_DAYS } from '@mostrador/shared/constants/limits';
import { addDays } from '@mostrador/shared/format/date';
import { t } from '@mostrador/shared/messages/es-MX';
import { isIsoDay } from '@mostrador/shared/validation/patterns';

/** Both ends included, as 'YYYY-MM-DD' days in Mexico City (what /orders/myOrders takes). */
export interface DateRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = [
  { label: 'Últimos 7 días', days: 7 },
  { label: 'Últimos 30 días', days: 30 },
  { label: 'Últimos 3 meses', days: 90 },
] as const;

export const lastDays = (today: string, days: number): DateRange => ({ from: addDays(today, -days), to: today });

/**
 * Why the server would refuse this range, in its own words, or null. Checked here so a range
 * being typed never sends a request that can only fail. ISO days compare as text.
 */
export function rangeProblem({ from, to }: DateRange, today: string): string | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'Elige las dos fechas: desde y hasta';
  if (to > today) return 'La fecha final no puede ser posterior a hoy';
  if (to < from) return t('orders.dateRangeInverted');
  if (addDays(from, ORDER_HISTORY_MAX_DAYS) < to) return t('orders.dateRangeTooLong', { days: ORDER_HISTORY_MAX_DAYS });
  return null;
}
