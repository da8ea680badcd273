import type { PickDaySummaryResponse } from '@mostrador/shared/schemas/picking';
import { apiPost } from '../../../shared/api/client';
import { pickingSchemas } from '../../../shared/api/lazy-schemas';
import type { StaffAuth } from '../../orders';

/** Every day summary in the cache: the live channel's events re-read them all. */
export const DAY_SUMMARY_KEY = 'pickDaySummary';

/** The branch's all-day summary (docs/product.md#branch-monitor /orders/pickDaySummary): units to pull, stage clocks. */
export const fetchDaySummary = (auth: StaffAuth, DATE: string): Promise<PickDaySummaryResponse> =>
  apiPost('/orders/pickDaySummary', { ...auth, DATE }, () => pickingSchemas().then((m) => m.PickDaySummaryResponseSchema));
