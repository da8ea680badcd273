import type { PickDaySummaryResponse } from '@mostrador/shared/schemas/picking';
import { apiPost } from '../../../shared/api/client';
import { pickingSchemas } from '../../../shared/api/lazy-schemas';
import type { StaffAuth } from '../../orders';

/** Every day summary in the cache: the live channel's events re-read them all. */
export const DAY_SUMMARY_KEY = 'pickDaySummary';

/**
 * The all-day summary (docs/product.md#branch-monitor /orders/pickDaySummary): units to pull, stage clocks; of the
 * signed-in branch, or of `branches` (the monitor's list with «Solo mi sucursal» off).
 */
export const fetchDaySummary = (auth: StaffAuth, DATE: string, branches?: readonly string[]): Promise<PickDaySummaryResponse> =>
  apiPost('/orders/pickDaySummary', { ...auth, DATE, ...(branches ? { BRANCHES: branches } : {}) }, () =>
    pickingSchemas().then((m) => m.PickDaySummaryResponseSchema),
  );
