import { ORDER_HISTORY_MAX_DAYS } from '@mostrador/shared/constants/limits';
import { addDays } from '@mostrador/shared/format/date';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { isIsoDay } from '@mostrador/shared/validation/patterns';

/** Both ends included, as 'YYYY-MM-DD' days in Mexico City (what /orders/myOrders takes). */
export interface DateRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = [
  { label: t('dateRange.ultimos7Dias'), days: 7 },
  { label: t('dateRange.ultimos30Dias'), days: 30 },
  { label: t('dateRange.ultimos3Meses'), days: 90 },
] as const;

export const lastDays = (today: string, days: number): DateRange => ({ from: addDays(today, -days), to: today });

/**
 * Why the server would refuse this range, in its own words, or null. Checked here so a range
 * being typed never sends a request that can only fail. ISO days compare as text.
 */
export function rangeProblem({ from, to }: DateRange, today: string): string | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return t('dateRange.eligeLasDosFechasDesde');
  if (to > today) return t('dateRange.laFechaFinalNoPuede');
  if (to < from) return t('orders.dateRangeInverted');
  if (addDays(from, ORDER_HISTORY_MAX_DAYS) < to) return t('orders.dateRangeTooLong', { days: ORDER_HISTORY_MAX_DAYS });
  return null;
}
