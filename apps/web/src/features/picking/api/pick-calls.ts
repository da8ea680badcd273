import {
  PickListResponseSchema,
  PickScanResponseSchema,
  type PickListResponse,
  type PickScanResponse,
} from '@mostrador/shared/schemas/picking';
import { SubstitutionCandidatesResponseSchema } from '@mostrador/shared/schemas/substitutions';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import type { StaffAuth } from '../../orders';

/**
 * The four pick calls of docs/product.md#picking, with the branch's session in every body. One
 * file: they share the body and all answer the whole pick list. The schemas ride in the page's own
 * chunk (it reads the limits from the same file).
 */
const listSchema = PickListResponseSchema;
const scanSchema = PickScanResponseSchema;

export const pickListKey = (orderId: number) => ['pickList', orderId] as const;

export const fetchPickList = (auth: StaffAuth, ORDER_ID: number): Promise<PickListResponse> =>
  apiPost('/orders/pickList', { ...auth, ORDER_ID }, listSchema);

export const pickListQuery = (auth: StaffAuth, orderId: number) =>
  queryOptions({
    queryKey: pickListKey(orderId),
    queryFn: () => fetchPickList(auth, orderId),
    enabled: auth.token !== '' && auth.branchToken !== '' && orderId > 0,
  });

/** What the scanner typed, as it arrived (a GS1 string may carry the group separator, ASCII 29). */
export const pickScan = (auth: StaffAuth, ORDER_ID: number, CODE: string): Promise<PickScanResponse> =>
  apiPost('/orders/pickScan', { ...auth, ORDER_ID, CODE }, scanSchema);

export type PickLineAction = 'pickConfirmLine' | 'pickUnavailable';

export const pickLine = (action: PickLineAction, auth: StaffAuth, ORDER_ID: number, SKU: string, REASON: string) =>
  apiPost(`/orders/${action}`, { ...auth, ORDER_ID, SKU, REASON }, listSchema);

/** Products of the branch that may stand in for a missing line (decision 063), best match first. */
export const substitutionCandidates = (auth: StaffAuth, ORDER_ID: number, SKU: string) =>
  apiPost('/orders/substitutionCandidates', { ...auth, ORDER_ID, SKU }, SubstitutionCandidatesResponseSchema);

/** Offers the customer `UNITS` of `SUBSTITUTE_SKU` for the missing line; answers the pick list. */
export const offerSubstitution = (auth: StaffAuth, ORDER_ID: number, SKU: string, SUBSTITUTE_SKU: string, UNITS: number) =>
  apiPost('/orders/offerSubstitution', { ...auth, ORDER_ID, SKU, SUBSTITUTE_SKU, UNITS }, listSchema);
